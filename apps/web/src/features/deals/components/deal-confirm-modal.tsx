import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';

export type TDealConfirmModalProps = {
  opened: boolean;
  title: string;
  /** What confirming commits the user to. */
  children: ReactNode;
  /** Null: nothing can be confirmed any more (the dialog only says why). */
  confirmLabel: string | null;
  confirmColor?: MantineColor;
  onConfirm: () => void;
  /** Closing forgets the failed attempt, if any. */
  onClose: () => void;
  isPending: boolean;
  /** Why the last attempt failed (the server's message): the dialog stays open to say so. */
  error: unknown;
};

/**
 * A decision that commits the company (accept, refuse, withdraw): said in full before it is sent.
 * The safe way out has the focus, so that Enter never commits by accident.
 */
export function DealConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  onConfirm,
  onClose,
  isPending,
  error,
}: TDealConfirmModalProps) {
  const { t } = useTranslation('deals');
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('deals.close') }}>
      <Stack>
        {children}
        {error ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('deals.back')}
          </Button>
          {confirmLabel ? (
            <Button color={confirmColor} onClick={onConfirm} loading={isPending}>
              {confirmLabel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
