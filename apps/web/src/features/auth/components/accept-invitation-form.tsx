import type { TAcceptInvitationForm, TInvitationPreview } from '@tariq/contracts/colleagues';
import { LIMITS } from '@tariq/contracts/limits';
import { Alert, Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { useAcceptInvitation } from '../api/accept-invitation';

/** The form holds an unticked box (`false`), which the contract refuses as the server does: hence the wider input type. */
type TAcceptInvitationValues = Omit<TAcceptInvitationForm, 'termsAccepted'> & { termsAccepted: boolean };

const resolver = contractResolver<TAcceptInvitationValues, TAcceptInvitationForm>(
  async () => (await import('@tariq/contracts/colleagues')).ZAcceptInvitationForm as never,
);

const EMPTY: TAcceptInvitationValues = {
  firstName: '',
  lastName: '',
  password: '',
  passwordConfirmation: '',
  termsAccepted: false,
};

/** The refusals that end the invitation: the link will not work again, whatever is typed. */
const DEAD_LINK_CODES: readonly string[] = [
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'ACCOUNT_EXISTS',
];

/** The terms' link in the acceptance sentence; a new tab, so what was typed stays here (as on the sign-up). */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.terms.getHref()} target="_blank" rel="noopener">
      {children}
    </Anchor>
  );
}

/**
 * The invited colleague's name and password, checked by the shared schema before anything is sent.
 * Accepted: the session is saved as a login saves it, then `onJoined`. A refusal that ends the link
 * (expired, used, cancelled, an account already there) goes to `onRefused` with the server's words.
 */
export function AcceptInvitationForm({
  token,
  preview,
  onJoined,
  onRefused,
}: {
  token: string;
  preview: TInvitationPreview;
  onJoined: () => void;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation('colleagues');
  const accept = useAcceptInvitation();
  const form = useForm<TAcceptInvitationValues, unknown, TAcceptInvitationForm>({
    defaultValues: EMPTY,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: TAcceptInvitationForm) => {
    try {
      await accept({ token, ...values });
      onJoined();
    } catch (error) {
      if (error instanceof ApiError && DEAD_LINK_CODES.includes(error.code)) {
        onRefused(errorMessage(error));
        return;
      }
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof TAcceptInvitationValues, { type: 'server', message });
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate aria-labelledby="invitation-title">
      <Stack>
        {errors.root?.server ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <TextInput
          label={t('invitation.email')}
          value={preview.email}
          readOnly
          description={t('invitation.emailHint')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('invitation.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('invitation.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('invitation.password')}
          description={t('invitation.passwordHint', { min: LIMITS.passwordMin })}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          visibilityToggleButtonProps={{ 'aria-label': t('invitation.showPassword') }}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('invitation.confirmation')}
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation?.message}
          visibilityToggleButtonProps={{ 'aria-label': t('invitation.showPassword') }}
          {...form.register('passwordConfirmation')}
        />
        <Checkbox
          label={<Trans t={t} i18nKey="invitation.terms" components={{ terms: <TermsLink /> }} />}
          error={errors.termsAccepted?.message}
          {...form.register('termsAccepted')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
