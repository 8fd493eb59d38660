import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { ONBOARDING_TRUCK_TYPES } from '@tariq/contracts/catalogues/vehicles';
import type { TPlaceValue } from '@tariq/contracts';
import {
  REGISTRATION_DOCUMENT_LIMITS,
  REGISTRATION_STEPS,
  ZRegisterRequest,
  registrationDocumentField,
  registrationStepOfField,
  registrationStepSchema,
} from '@tariq/contracts/registration';
import type { TAccountType, TRegisterResponse, TRegistrationStep } from '@tariq/contracts/registration';
import {
  DOCUMENT_MIME_TYPES,
  LEGAL_DOCUMENT_TYPES,
  LEGAL_DOCUMENTS,
  requiredDocumentTypes,
} from '@tariq/contracts/documents';
import type { TLegalDocumentType } from '@tariq/contracts/documents';
import { ALGERIAN_ID_FORMATS } from '@tariq/contracts/tax-ids';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../components/select/select';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrors } from '../../../lib/form-errors';
import { getCurrentLanguage, loadNamespaces } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { registerAccount } from '../api/register';
import type { TChosenDocuments } from '../api/register';
import { NifField } from './nif-field';
import { emptyRegisterValues, toRegisterRequest } from './register-values';
import type { TRegisterValues } from './register-values';
import { ZonesField } from './zones-field';

type TErrors = Record<string, string>;

/**
 * The company's phones are read as Algerian numbers by default, where the company is; the
 * person's phone keeps the picker's default, FR (spec 000 §5).
 */
const COMPANY_PHONE_COUNTRY = 'DZ';

/** The documents offered at sign-up: those the account kind must hold, then the optional ones. */
function documentTypesFor(kind: TAccountType | null | undefined): TLegalDocumentType[] {
  const optional = LEGAL_DOCUMENT_TYPES.filter((type) => LEGAL_DOCUMENTS[type].requiredFor.length === 0);
  return [...(kind ? requiredDocumentTypes(kind) : []), ...optional];
}

/** The place picker, given by the page (features do not import each other). */
export type TPlaceFieldProps = {
  value: TPlaceValue | null;
  onChange: (value: TPlaceValue | null) => void;
  label?: string;
  error?: ReactNode;
  required?: boolean;
};

type TRegisterFormProps = {
  onRegistered: (answer: TRegisterResponse) => void;
  PlaceField: ComponentType<TPlaceFieldProps>;
  /** Values to start from (an invitation's, tests); an empty form otherwise. */
  defaultValues?: TRegisterValues;
  /**
   * The token of a shipper's private-exchange invitation (`/register?network=`), sent with the
   * sign-up: the new carrier joins that shipper's network once its account is active.
   */
  networkInvitation?: string;
  /** Shown under the form's title (who invites). */
  banner?: ReactNode;
};

/** Sets `value` at a dotted path of a copy of `values` (`company.nif`). */
function setAt<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const copy = { ...(values as Record<string, unknown>) };
  copy[head!] = rest.length === 0 ? value : setAt(copy[head!], rest.join('.'), value);
  return copy as T;
}

/** Field errors of one step's check, in the interface language; none when the step is valid. */
async function checkStep(step: TRegistrationStep, values: TRegisterValues): Promise<TErrors> {
  await loadNamespaces('validation');
  const schema = registrationStepSchema(step, values.accountType ?? undefined);
  const result = await schema.safeParseAsync(toRegisterRequest(values));
  return result.success ? {} : fieldErrors(result.error);
}

export function RegisterForm({
  onRegistered,
  PlaceField,
  defaultValues,
  networkInvitation,
  banner,
}: TRegisterFormProps) {
  const { t } = useTranslation('register');
  const { t: label } = useCatalogueLabels();
  const [values, setValues] = useState<TRegisterValues>(() => defaultValues ?? emptyRegisterValues());
  const [place, setPlace] = useState<TPlaceValue | null>(null);
  const [documents, setDocuments] = useState<TChosenDocuments>({});
  const [errors, setErrors] = useState<TErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [isBusy, setIsBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const step = REGISTRATION_STEPS[stepIndex]!;
  const total = REGISTRATION_STEPS.length;
  const isLast = stepIndex === total - 1;

  const set = (path: string, value: unknown) => {
    setValues((current) => setAt(current, path, value));
    // A corrected field's message goes; the others stay until the next check.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(next)) if (key === path || key.startsWith(`${path}.`)) delete next[key];
      return next;
    });
  };
  const error = (path: string): string | undefined => errors[path];

  const goTo = (index: number) => {
    setStepIndex(index);
    // The new step's title takes the focus: a screen reader hears where the user is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const submit = async () => {
    const request = toRegisterRequest(values);
    if (networkInvitation) request.network_invitation = networkInvitation;
    const whole = await ZRegisterRequest.safeParseAsync(request);
    if (!whole.success) {
      const fields = await fieldErrors(whole.error);
      setErrors(fields);
      const first = REGISTRATION_STEPS.findIndex((candidate) =>
        Object.keys(fields).some((field) => registrationStepOfField(field) === candidate),
      );
      if (first >= 0) goTo(first);
      return;
    }
    try {
      onRegistered(await registerAccount(request, documents));
    } catch (failure) {
      setServerError(errorMessage(failure));
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
        setErrors(failure.fields);
        // Back to the first step holding a refused field (a taken NIF: the company step).
        const first = REGISTRATION_STEPS.findIndex((candidate) =>
          Object.keys(failure.fields).some((field) => registrationStepOfField(field) === candidate),
        );
        if (first >= 0 && first !== stepIndex) goTo(first);
      }
    }
  };

  const onNext = async () => {
    if (isBusy) return;
    setIsBusy(true);
    setServerError(null);
    try {
      const found = await checkStep(step, values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      if (isLast) await submit();
      else goTo(stepIndex + 1);
    } finally {
      setIsBusy(false);
    }
  };

  const select = (path: string, list: readonly string[], group: string, fieldLabel: string, current: string | null) => (
    <Select
      label={fieldLabel}
      required
      data={list.map((value) => ({ value, label: label(`catalogue.${group}.${value}` as never) }))}
      value={current}
      error={error(path)}
      onChange={(value) => set(path, value)}
      allowDeselect={false}
    />
  );

  const idField = (path: 'rc' | 'nis' | 'taxArticle', fieldLabel: string) => (
    <TextInput
      label={fieldLabel}
      required
      value={values.company[path]}
      error={error(`company.${path}`)}
      description={t('register.company.example', { example: ALGERIAN_ID_FORMATS[path].example })}
      onChange={(event) => set(`company.${path}`, event.currentTarget.value)}
    />
  );

  const radioGroup = (path: string, list: readonly string[], group: string, legend: string, current: string | null) => (
    <Radio.Group
      label={legend}
      required
      value={current ?? ''}
      error={error(path)}
      onChange={(value) => set(path, value)}
    >
      <Stack gap="xs" mt="xs">
        {list.map((value) => (
          <Radio key={value} value={value} label={label(`catalogue.${group}.${value}` as never)} />
        ))}
      </Stack>
    </Radio.Group>
  );

  const checkboxGroup = (path: string, list: readonly string[], group: string, legend: string, current: string[]) => (
    <Checkbox.Group label={legend} required value={current} error={error(path)} onChange={(value) => set(path, value)}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
        {list.map((value) => (
          <Checkbox key={value} value={value} label={label(`catalogue.${group}.${value}` as never)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );

  const steps: Record<TRegistrationStep, () => ReactNode> = {
    account: () => (
      <Radio.Group
        label={t('register.account.legend')}
        required
        value={values.accountType ?? ''}
        error={error('accountType')}
        onChange={(value) => set('accountType', value as TAccountType)}
      >
        <Stack gap="sm" mt="xs">
          {(['shipper', 'carrier'] as const).map((type) => (
            <Radio.Card key={type} value={type} p="md" radius="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{t(`register.account.${type}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`register.account.${type}Hint`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    ),
    company: () => (
      <Stack>
        <TextInput
          label={t('register.company.legalName')}
          required
          autoComplete="organization"
          value={values.company.legalName}
          error={error('company.legalName')}
          onChange={(event) => set('company.legalName', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select(
            'company.legalForm',
            OPTION_LISTS.legalForm,
            'legalForm',
            t('register.company.legalForm'),
            values.company.legalForm,
          )}
          <TextInput
            label={t('register.company.shareCapital')}
            inputMode="decimal"
            value={values.company.shareCapital}
            error={error('company.shareCapital')}
            onChange={(event) => set('company.shareCapital', event.currentTarget.value)}
          />
          {idField('rc', t('register.company.rc'))}
          <NifField
            value={values.company.nif}
            error={error('company.nif')}
            onChange={(value) => set('company.nif', value)}
          />
          {idField('nis', t('register.company.nis'))}
          {idField('taxArticle', t('register.company.taxArticle'))}
        </SimpleGrid>
        {radioGroup(
          'company.taxRegime',
          OPTION_LISTS.taxRegime,
          'taxRegime',
          t('register.company.taxRegime'),
          values.company.taxRegime,
        )}
        <TextInput
          label={t('register.company.address')}
          required
          autoComplete="street-address"
          value={values.company.address}
          error={error('company.address')}
          onChange={(event) => set('company.address', event.currentTarget.value)}
        />
        <PlaceField
          label={t('register.company.place')}
          required
          value={place}
          error={error('company.placeId')}
          onChange={(next) => {
            setPlace(next);
            set('company.placeId', next?.place_id ?? '');
          }}
        />
        <PhoneInput
          label={t('register.company.phone')}
          required
          defaultCountry={COMPANY_PHONE_COUNTRY}
          value={values.company.phone}
          error={error('company.phone')}
          onChange={(value) => set('company.phone', value)}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PhoneInput
            label={t('register.company.mobile')}
            defaultCountry={COMPANY_PHONE_COUNTRY}
            value={values.company.mobile}
            error={error('company.mobile')}
            onChange={(value) => set('company.mobile', value)}
          />
          <PhoneInput
            label={t('register.company.fax')}
            defaultCountry={COMPANY_PHONE_COUNTRY}
            value={values.company.fax}
            error={error('company.fax')}
            onChange={(value) => set('company.fax', value)}
          />
        </SimpleGrid>
      </Stack>
    ),
    user: () => (
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('register.user.firstName')}
            required
            autoComplete="given-name"
            value={values.user.firstName}
            error={error('user.firstName')}
            onChange={(event) => set('user.firstName', event.currentTarget.value)}
          />
          <TextInput
            label={t('register.user.lastName')}
            required
            autoComplete="family-name"
            value={values.user.lastName}
            error={error('user.lastName')}
            onChange={(event) => set('user.lastName', event.currentTarget.value)}
          />
        </SimpleGrid>
        <PhoneInput
          label={t('register.user.phone')}
          required
          value={values.user.phone}
          error={error('user.phone')}
          onChange={(value) => set('user.phone', value)}
        />
        {select(
          'user.roleInCompany',
          OPTION_LISTS.companyRole,
          'companyRole',
          t('register.user.roleInCompany'),
          values.user.roleInCompany,
        )}
        <TextInput
          label={t('register.user.email')}
          required
          type="email"
          autoComplete="email"
          value={values.user.email}
          error={error('user.email')}
          onChange={(event) => set('user.email', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('register.user.password')}
          description={t('register.user.passwordHint')}
          required
          autoComplete="new-password"
          value={values.user.password}
          error={error('user.password')}
          visibilityToggleButtonProps={{ 'aria-label': t('register.user.showPassword') }}
          onChange={(event) => set('user.password', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('register.user.passwordConfirmation')}
          required
          autoComplete="new-password"
          value={values.user.passwordConfirmation}
          error={error('user.passwordConfirmation')}
          visibilityToggleButtonProps={{ 'aria-label': t('register.user.showPassword') }}
          onChange={(event) => set('user.passwordConfirmation', event.currentTarget.value)}
        />
      </Stack>
    ),
    activity: () =>
      values.accountType === 'carrier' ? (
        <Stack>
          {radioGroup(
            'activity.trucksCount',
            OPTION_LISTS.trucksCount,
            'trucksCount',
            t('register.activity.trucksCount'),
            values.activity.trucksCount,
          )}
          {checkboxGroup(
            'activity.trucksTypes',
            ONBOARDING_TRUCK_TYPES,
            'onboardingTruckType',
            t('register.activity.trucksTypes'),
            values.activity.trucksTypes,
          )}
        </Stack>
      ) : (
        <Stack>
          {radioGroup(
            'activity.shipmentsCount',
            OPTION_LISTS.shipmentsCount,
            'shipmentsCount',
            t('register.activity.shipmentsCount'),
            values.activity.shipmentsCount,
          )}
          {checkboxGroup(
            'activity.typesOfGoods',
            OPTION_LISTS.typesOfGoods,
            'typesOfGoods',
            t('register.activity.typesOfGoods'),
            values.activity.typesOfGoods,
          )}
        </Stack>
      ),
    zones: () => <ZonesStep values={values} errors={errors} onChange={set} />,
    documents: () => (
      <Stack>
        <Text size="sm">{t('register.documents.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('register.documents.formats', { max: REGISTRATION_DOCUMENT_LIMITS.fileMaxBytes / 1024 ** 2 })}
        </Text>
        {/* The types the account kind must hold first, then the optional ones (documents.ts). */}
        {documentTypesFor(values.accountType).map((type) => (
          <FileInput
            key={type}
            label={LEGAL_DOCUMENTS[type].label[getCurrentLanguage()]}
            description={
              (LEGAL_DOCUMENTS[type].requiredFor as readonly string[]).includes(values.accountType ?? '')
                ? t('register.documents.required')
                : t('register.documents.optional')
            }
            placeholder={t('register.documents.choose')}
            accept={DOCUMENT_MIME_TYPES.join(',')}
            clearable
            clearButtonProps={{ 'aria-label': t('register.documents.remove') }}
            value={documents[type] ?? null}
            error={error(registrationDocumentField(type))}
            onChange={(file) => {
              setDocuments((current) => ({ ...current, [type]: file ?? undefined }));
              setErrors(({ [registrationDocumentField(type)]: _removed, ...rest }) => rest);
            }}
          />
        ))}
        {error('documents') ? (
          <Text c="red" size="sm" role="alert">
            {error('documents')}
          </Text>
        ) : null}
      </Stack>
    ),
    terms: () => (
      <Stack>
        <Text size="sm">
          {t('register.terms.summary', { company: values.company.legalName, email: values.user.email })}
        </Text>
        <Checkbox
          checked={values.termsAccepted}
          error={error('termsAccepted')}
          onChange={(event) => set('termsAccepted', event.currentTarget.checked)}
          label={<Trans t={t} i18nKey="register.terms.accept" components={{ terms: <TermsLink /> }} />}
        />
      </Stack>
    ),
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={880}>
      <form
        noValidate
        aria-labelledby="register-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
      >
        <Stack>
          <div>
            <Title order={1} size="h2">
              {t('register.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('register.subtitle')}
            </Text>
          </div>
          {banner}
          <div>
            <Text size="sm" fw={600}>
              {t('register.stepCounter', { current: stepIndex + 1, total })}
            </Text>
            <Progress value={((stepIndex + 1) / total) * 100} size="sm" mt={4} aria-hidden />
          </div>
          <Title order={2} size="h3" id="register-step-title" ref={heading} tabIndex={-1}>
            {t(`register.steps.${step}`)}
          </Title>
          {serverError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {serverError}
            </Alert>
          ) : Object.keys(errors).length > 0 ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('register.fixErrors')}
            </Alert>
          ) : null}
          {steps[step]()}
          <Group justify="space-between">
            {stepIndex > 0 ? (
              <Button variant="default" onClick={() => goTo(stepIndex - 1)} disabled={isBusy}>
                {t('register.previous')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={isBusy}>
              {isLast ? t('register.submit') : t('register.next')}
            </Button>
          </Group>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to={paths.auth.login.getHref()}>
              {t('register.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

/** The terms' link in the acceptance sentence; a new tab, so the form and what was typed stay here. */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.terms.getHref()} target="_blank" rel="noopener">
      {children}
    </Anchor>
  );
}

/** Pickup and delivery zones, one tab each; each tab says how many wilayas it holds and its error. */
function ZonesStep({
  values,
  errors,
  onChange,
}: {
  values: TRegisterValues;
  errors: TErrors;
  onChange: (path: string, value: unknown) => void;
}) {
  const { t } = useTranslation('register');
  const [side, setSide] = useState<'pickup' | 'delivery'>('pickup');
  const sideError = (name: 'pickup' | 'delivery') =>
    Object.entries(errors).find(([field]) => field === `zones.${name}` || field.startsWith(`zones.${name}.`))?.[1];
  // After a check, the tab shown is one with an error: a refused side is never hidden behind the other.
  const [checkedErrors, setCheckedErrors] = useState(errors);
  if (checkedErrors !== errors) {
    setCheckedErrors(errors);
    const other = side === 'pickup' ? 'delivery' : 'pickup';
    if (!sideError(side) && sideError(other)) setSide(other);
  }
  return (
    <Tabs value={side} onChange={(value) => value && setSide(value as 'pickup' | 'delivery')} keepMounted={false}>
      <Tabs.List>
        {(['pickup', 'delivery'] as const).map((name) => (
          <Tabs.Tab key={name} value={name} c={sideError(name) ? 'red' : undefined}>
            {t(`register.zones.${name}`)} ({values.zones[name].length})
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {(['pickup', 'delivery'] as const).map((name) => (
        <Tabs.Panel key={name} value={name} pt="md">
          <ZonesField
            label={t(`register.zones.${name}`)}
            value={values.zones[name]}
            error={sideError(name)}
            onChange={(codes) => onChange(`zones.${name}`, codes)}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
