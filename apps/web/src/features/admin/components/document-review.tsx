import { DOCUMENT_LIMITS, LEGAL_DOCUMENTS, ZRefuseDocumentRequest } from '@tariq/contracts/documents';
import type { TQueuedDocument, TRefuseDocumentRequest } from '@tariq/contracts/documents';
import { offerToday } from '@tariq/contracts/offers';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { DateField } from '../../../components/date-fields/date-fields';
import { ApiError, isConflict } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { useRefuseDocument } from '../api/refuse-document';
import { useVerifyDocument } from '../api/verify-document';

/** How a review ended: the page moves on to the next document, and says why. */
export type TReviewOutcome = 'verified' | 'refused' | 'conflict';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The expiry the verification starts from, as the server would apply it when none is sent: the date
 * the company typed, else the type's usual validity from the issue date. Null for a type that does
 * not expire, or without an issue date (the server then counts from today).
 */
export function suggestedExpiry(document: TQueuedDocument): string | null {
  const spec = LEGAL_DOCUMENTS[document.type];
  if (!spec.expires) return null;
  if (document.expiresAt) return document.expiresAt;
  if (document.issuedAt && spec.defaultValidityDays) return addDays(document.issuedAt, spec.defaultValidityDays);
  return null;
}

const refuseResolver = contractResolver(ZRefuseDocumentRequest);

type TReviewProps = {
  document: TQueuedDocument;
  /** Another decision on the same document is under way: this one waits. */
  isLocked: boolean;
  onPendingChange: (isPending: boolean) => void;
  onReviewed: (outcome: TReviewOutcome) => void;
};

/** "Vérifier", with the expiry date read on the document for a type that expires. */
function VerifyForm({ document, isLocked, onPendingChange, onReviewed }: TReviewProps) {
  const { t } = useTranslation('admin');
  const verify = useVerifyDocument();
  const spec = LEGAL_DOCUMENTS[document.type];
  const suggested = suggestedExpiry(document);
  const [expiresAt, setExpiresAt] = useState<string | null>(suggested);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || isLocked) return;
    setFieldError(null);
    setFormError(null);
    onPendingChange(true);
    verify.mutate(
      { id: document.id, request: { expiresAt: spec.expires ? expiresAt : null } },
      {
        onSuccess: () => onReviewed('verified'),
        onError: (error) => {
          if (isConflict(error)) return onReviewed('conflict');
          const message = error instanceof ApiError ? error.fields.expiresAt : undefined;
          if (message) setFieldError(message);
          else setFormError(errorMessage(error));
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  // What the date in the field is, so the reviewer knows whether it was read on the document.
  const days = spec.defaultValidityDays ?? 0;
  const origin = !expiresAt
    ? t('admin.verify.emptyExpiry', { days })
    : expiresAt === document.expiresAt
      ? t('admin.verify.fromCompany')
      : expiresAt === suggested
        ? t('admin.verify.fromIssue', { days })
        : t('admin.verify.readOnDocument');

  return (
    <Paper withBorder p="md" radius="md">
      <form aria-labelledby={`verify-${document.id}`} noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={`verify-${document.id}`}>
            {t('admin.verify.title')}
          </Title>
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {formError}
            </Alert>
          ) : null}
          {spec.expires ? (
            <DateField
              label={t('admin.verify.expiresAt')}
              description={origin}
              clearable
              min={offerToday()}
              value={expiresAt}
              onChange={(value) => {
                setExpiresAt(value);
                setFieldError(null);
              }}
              error={fieldError}
              maw={260}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.verify.noExpiry')}
            </Text>
          )}
          <div>
            <Button
              type="submit"
              color="green"
              loading={verify.isPending}
              disabled={isLocked && !verify.isPending}
              leftSection={<IconCircleCheck size={16} aria-hidden />}
            >
              {t('admin.verify.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

/** "Refuser", with the reason the company reads (required, counted). */
function RefuseForm({ document, isLocked, onPendingChange, onReviewed }: TReviewProps) {
  const { t } = useTranslation('admin');
  const refuse = useRefuseDocument();
  const form = useForm<TRefuseDocumentRequest>({
    defaultValues: { reason: '' },
    resolver: refuseResolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';

  const onValid = async (request: TRefuseDocumentRequest) => {
    onPendingChange(true);
    try {
      await refuse.mutateAsync({ id: document.id, request });
      onReviewed('refused');
    } catch (error) {
      if (isConflict(error)) return onReviewed('conflict');
      const message = error instanceof ApiError ? error.fields.reason : undefined;
      if (message) form.setError('reason', { type: 'server', message });
      else form.setError('root.server', { type: 'server', message: errorMessage(error) });
    } finally {
      onPendingChange(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-labelledby={`refuse-${document.id}`}
        noValidate
        onSubmit={(event) => {
          if (refuse.isPending || isLocked) {
            event.preventDefault();
            return;
          }
          void form.handleSubmit(onValid)(event);
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id={`refuse-${document.id}`}>
            {t('admin.refuse.title')}
          </Title>
          {errors.root?.server ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errors.root.server.message}
            </Alert>
          ) : null}
          <CountedTextarea
            label={t('admin.refuse.reason')}
            placeholder={t('admin.refuse.placeholder')}
            required
            rows={4}
            limit={DOCUMENT_LIMITS.reasonMax}
            value={reason}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <div>
            <Button
              type="submit"
              color="red"
              variant="light"
              loading={refuse.isPending}
              disabled={isLocked && !refuse.isPending}
              leftSection={<IconCircleX size={16} aria-hidden />}
            >
              {t('admin.refuse.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

/** The two decisions on a document in validation; one at a time. */
export function DocumentReview({ document, onReviewed }: Pick<TReviewProps, 'document' | 'onReviewed'>) {
  const [isPending, setPending] = useState(false);
  const props = { document, isLocked: isPending, onPendingChange: setPending, onReviewed };
  return (
    <Stack gap="sm">
      <VerifyForm {...props} />
      <RefuseForm {...props} />
    </Stack>
  );
}
