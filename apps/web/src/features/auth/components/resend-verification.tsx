import { LIMITS } from '@tariq/contracts/limits';
import type { TResendVerificationRequest } from '@tariq/contracts/email-verification';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { resendVerificationEmail } from '../api/resend-verification-email';

// The shared schema, and zod with it, loads on the first send: the login route must stay light.
const resolver = contractResolver(
  async () => (await import('@tariq/contracts/email-verification')).ZResendVerificationRequest,
);

/** Seconds left before `deadline` (ms since the epoch), counted down once a second; 0 when passed. */
function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  };
  return [secondsLeft, start];
}

type TOutcome = { kind: 'sent' } | { kind: 'failed' } | { kind: 'refused'; message: string } | null;

/**
 * The resend of the verification e-mail (spec: 'Votre email n'est pas vérifié' with a resend
 * option): locked by a visible countdown after each send, as the server locks the address for the
 * same time. With `email` (the login form knows it) a button alone; without, the address is asked.
 */
export function ResendVerification({ email }: { email?: string }) {
  const { t } = useTranslation('verification');
  const [secondsLeft, startCountdown] = useCountdown();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useForm<TResendVerificationRequest>({
    defaultValues: { email: '' },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [isSending, setSending] = useState(false);

  const send = async (request: TResendVerificationRequest) => {
    setOutcome(null);
    setSending(true);
    try {
      await resendVerificationEmail(request);
      setOutcome({ kind: 'sent' });
      startCountdown(LIMITS.verificationResendSeconds);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        // Sent a moment ago (another tab, a reload): the server's lock, shown as the same countdown.
        setOutcome({ kind: 'refused', message: errorMessage(error) });
        startCountdown(LIMITS.verificationResendSeconds);
      } else if (error instanceof ApiError && error.code === 'VALIDATION') {
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof TResendVerificationRequest, { type: 'server', message });
        setOutcome({ kind: 'refused', message: errorMessage(error) });
      } else {
        setOutcome({ kind: 'failed' });
      }
    } finally {
      setSending(false);
    }
  };

  const isLocked = secondsLeft > 0;
  const button = (
    <Button
      type={email ? 'button' : 'submit'}
      variant={email ? 'light' : 'filled'}
      loading={isSending}
      disabled={isLocked}
      onClick={email ? () => void send({ email }) : undefined}
    >
      {isLocked
        ? t('verification.resendIn', { seconds: secondsLeft })
        : outcome?.kind === 'failed'
          ? t('verification.retry')
          : t('verification.resend')}
    </Button>
  );

  const feedback = (
    <>
      {outcome?.kind === 'sent' ? (
        <Alert color="green" icon={<IconMailCheck aria-hidden />} title={t('verification.resent')} role="status">
          <Text size="sm">{t('verification.resentHint')}</Text>
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('verification.sendError')}
        </Alert>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
          {outcome.message}
        </Alert>
      ) : null}
    </>
  );

  // Inside the login form there is no second <form>: the address is the one just typed there.
  if (email) {
    return (
      <Stack gap="xs" align="flex-start">
        {button}
        {feedback}
      </Stack>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('verification.resendTitle')}
      onSubmit={(event) => {
        if (isSending || isLocked) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(send)(event);
      }}
    >
      <Stack>
        <Text size="sm">{t('verification.resendHint')}</Text>
        <TextInput
          label={t('verification.email')}
          placeholder={t('verification.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        {button}
        {feedback}
      </Stack>
    </form>
  );
}
