import { Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';

export type TReasonModalProps = {
  opened: boolean;
  title: string;
  /** What confirming does, above the reason. */
  children: ReactNode;
  reasonLabel: string;
  /** The contract's longest reason (counted under the field). */
  limit: number;
  /** The contract's schema of `{ reason }`: the same checks and messages as the server's. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  confirmLabel: string;
  confirmColor?: MantineColor;
  /** Sends the reason, once it passes the schema. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
};

function ReasonForm({
  title,
  children,
  reasonLabel,
  limit,
  schema,
  confirmLabel,
  confirmColor = 'red',
  onSubmit,
  onClose,
  isPending,
  error,
}: Omit<TReasonModalProps, 'opened'>) {
  const form = useForm<{ reason: string }>({ resolver: contractResolver(schema), defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const serverError = error instanceof ApiError ? error.fields.reason : undefined;
  const confirm = form.handleSubmit((values) => onSubmit(values.reason));
  return (
    <ConfirmModal
      opened
      title={title}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      onConfirm={confirm}
      onClose={onClose}
      isPending={isPending}
      error={error}
    >
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      <CountedTextarea
        label={reasonLabel}
        required
        limit={limit}
        error={form.formState.errors.reason?.message ?? serverError}
        rows={3}
        data-autofocus
        {...form.register('reason')}
        value={reason}
      />
    </ConfirmModal>
  );
}

/**
 * A decision the other side is told the reason of (cancel a mission, contest a proof of delivery).
 * Mounted while open only: each opening starts with an empty reason.
 */
export function ReasonModal({ opened, ...props }: TReasonModalProps) {
  return opened ? <ReasonForm {...props} /> : null;
}
