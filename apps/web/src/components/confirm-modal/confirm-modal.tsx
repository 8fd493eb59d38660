import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';

export type TConfirmModalProps = {
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
 * A decision that commits the company (accept a proposal, confirm a charter order, cancel a
 * mission): said in full before it is sent. The safe way out has the focus, so that Enter never
 * commits by accident. Shared by the proposals and the missions (features do not import each other);
 * the page that shows it loads the `components` texts.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  onConfirm,
  onClose,
  isPending,
  error,
}: TConfirmModalProps) {
  const { t } = useTranslation('components');
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('confirmModal.close') }}>
      <Stack>
        {children}
        {error ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('confirmModal.back')}
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
