import { Text, Textarea } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';

export type TReasonModalProps = {
  opened: boolean;
  title: string;
  /** What confirming does, above the reason. */
  children: ReactNode;
  reasonLabel: string;
  /** '12 / 500 caractères'. */
  countLabel: (count: number) => string;
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
  countLabel,
  schema,
  confirmLabel,
  confirmColor = 'red',
  onSubmit,
  onClose,
  isPending,
  error,
}: Omit<TReasonModalProps, 'opened'>) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const serverError = error instanceof ApiError ? error.fields.reason : undefined;
  const confirm = () => {
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(fieldErrors(parsed.error).reason ?? null);
      return;
    }
    setReasonError(null);
    onSubmit(parsed.data.reason);
  };
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
      <Textarea
        label={reasonLabel}
        required
        description={countLabel(reason.length)}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError ?? serverError}
        rows={3}
        dir="auto"
        data-autofocus
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
