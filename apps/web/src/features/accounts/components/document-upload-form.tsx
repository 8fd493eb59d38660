import { DOCUMENT_LIMITS, DOCUMENT_MIME_TYPES, LEGAL_DOCUMENTS, ZDocumentFields } from '@tariq/contracts/documents';
import type { TDocumentFields, TLegalDocumentType } from '@tariq/contracts/documents';
import { offerToday } from '@tariq/contracts/offers';
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconUpload } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldError, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-fields/date-fields';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format';
import { contractResolver } from '../../../lib/form-resolver';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { documentFileProblem, useUploadDocument } from '../api/upload-document';
import type { TDocumentFileProblem } from '../api/upload-document';
import type { TRefreshSessionUser } from '../api/use-profile-saved';

type TDocumentForm = { file: File | null; issuedAt: string | null; number: string; expiresAt: string | null };
type TDocumentValues = { file: File; fields: TDocumentFields };

const FIELDS = ['file', 'issuedAt', 'number', 'expiresAt'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);
const EMPTY: TDocumentForm = { file: null, issuedAt: null, number: '', expiresAt: null };

const fieldsResolver = contractResolver(ZDocumentFields);

/**
 * The contract checks the dates and the number; the file, which the contract cannot hold (it goes as
 * multipart), is checked as the server will check it, before megabytes are sent. The issue date
 * cannot be after today in Algeria, as the server has it.
 */
function documentResolver(
  describe: (problem: TDocumentFileProblem) => string,
  futureDate: string,
): Resolver<TDocumentForm, unknown, TDocumentValues> {
  return async (values, context, options) => {
    const checked = await fieldsResolver(
      { issuedAt: values.issuedAt, number: values.number, expiresAt: values.expiresAt },
      context,
      { ...options, fields: {}, names: undefined },
    );
    const errors: Partial<Record<keyof TDocumentForm, FieldError>> = {};
    for (const name of ['issuedAt', 'number', 'expiresAt'] as const) {
      const message = checked.errors[name]?.message;
      if (message) errors[name] = { type: 'validation', message };
    }
    if (!errors.issuedAt && values.issuedAt && values.issuedAt > offerToday())
      errors.issuedAt = { type: 'validate', message: futureDate };
    const problem = documentFileProblem(values.file);
    if (problem) errors.file = { type: 'validate', message: describe(problem) };
    if (Object.keys(errors).length > 0 || !values.file) return { values: {} as Record<string, never>, errors };
    return { values: { file: values.file, fields: checked.values as TDocumentFields }, errors: {} };
  };
}

/**
 * Sends the document of a type: its file, and what it shows (issue date, number, expiry date for the
 * types that expire). `isReplacing`: the company holds one already, which this one replaces.
 */
export function DocumentUploadForm({
  type,
  isReplacing,
  refreshSessionUser,
  onSent,
  onCancel,
}: {
  type: TLegalDocumentType;
  isReplacing: boolean;
  refreshSessionUser: TRefreshSessionUser;
  onSent: () => void;
  /** Given when the form can be closed without sending (a replacement the user changed their mind on). */
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['documents', 'validation']);
  const language = getCurrentLanguage();
  const upload = useUploadDocument(refreshSessionUser);
  const spec = LEGAL_DOCUMENTS[type];
  const label = spec.label[language];
  const maxSize = formatFileSize(DOCUMENT_LIMITS.fileMaxBytes, language);
  const today = offerToday();

  const describe = (problem: TDocumentFileProblem): string => {
    switch (problem) {
      case 'required':
        return t('validation.required', { ns: 'validation' });
      case 'empty':
        return t('validation.fileEmpty', { ns: 'validation' });
      case 'tooBig':
        return t('validation.fileTooLarge', { ns: 'validation', max: DOCUMENT_LIMITS.fileMaxBytes / 1024 ** 2 });
      case 'type':
        return t('validation.documentFileType', { ns: 'validation' });
    }
  };

  const form = useForm<TDocumentForm, unknown, TDocumentValues>({
    resolver: documentResolver(describe, t('validation.futureDate', { ns: 'validation' })),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const issuedAt = useWatch({ control: form.control, name: 'issuedAt' });

  const onValid = async ({ file, fields }: TDocumentValues) => {
    try {
      await upload.mutateAsync({ type, file, fields });
      void toastSuccess(t('documents.form.sent', { document: label }));
      form.reset(EMPTY);
      onSent();
    } catch (error) {
      // 400 names its fields, 413 and 415 the file; anything else is said above the fields.
      const named = error instanceof ApiError ? Object.entries(error.fields).filter(([field]) => isField(field)) : [];
      for (const [field, message] of named)
        if (isField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      if (named.length === 0) form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <form
      aria-label={t(isReplacing ? 'documents.form.replaceLabel' : 'documents.form.sendLabel', { document: label })}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <Stack gap="sm">
        {errors.root?.server ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileInput
              required
              clearable
              accept={DOCUMENT_MIME_TYPES.join(',')}
              label={t('documents.form.file')}
              description={t('documents.form.fileHint', { max: maxSize })}
              placeholder={t('documents.form.choose')}
              clearButtonProps={{ 'aria-label': t('documents.form.clearFile') }}
              leftSection={<IconPaperclip size={16} aria-hidden />}
              maw={440}
              value={field.value}
              onChange={(chosen) => {
                field.onChange(chosen);
                // Said as soon as chosen; 'required' waits for the sending.
                const problem = documentFileProblem(chosen);
                if (problem && problem !== 'required')
                  form.setError('file', { type: 'validate', message: describe(problem) });
                else form.clearErrors('file');
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.file?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: spec.expires ? 3 : 2 }}>
          <Controller
            control={form.control}
            name="issuedAt"
            render={({ field }) => (
              <DateField
                label={t('documents.form.issuedAt')}
                clearable
                max={today}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                error={errors.issuedAt?.message}
              />
            )}
          />
          <TextInput
            label={t('documents.form.number')}
            autoComplete="off"
            error={errors.number?.message}
            {...form.register('number')}
          />
          {spec.expires ? (
            <Controller
              control={form.control}
              name="expiresAt"
              render={({ field }) => (
                <DateField
                  label={t('documents.form.expiresAt')}
                  description={t('documents.form.expiresAtHint')}
                  clearable
                  min={issuedAt ?? undefined}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={errors.expiresAt?.message}
                />
              )}
            />
          ) : null}
        </SimpleGrid>
        <Group gap="xs">
          <Button type="submit" loading={isSubmitting} leftSection={<IconUpload size={16} aria-hidden />}>
            {isReplacing ? t('documents.form.replace') : t('documents.form.send')}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {t('documents.form.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
