import { Group, Loader, Menu } from '@mantine/core';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateTruckStillAvailable } from '../api/update-truck-still-available';

/**
 * The two answers to "Votre camion … est-il toujours disponible ?" (type 11), right under it.
 *
 * Why beside the notification and not inside it: a Mantine Menu.Item is a <button role="menuitem">,
 * and a button inside a button is invalid HTML that browsers and screen readers handle badly (the
 * inner one is unreachable by keyboard, its click also opens the item). So the answers are menu
 * items of their own, in a group named by the question: the menu's arrow keys reach them after the
 * notification, Enter or Space answers, and a click on one never opens the notification's page.
 */
export function TruckStillAvailableActions({
  truckId,
  questionId,
  itemId,
  onAnswered,
}: {
  truckId: string;
  /** The element holding the question's text: the group's name. */
  questionId: string;
  /** The notification's item: focus goes back to it once answered (these buttons then go away). */
  itemId: string;
  /** Marks the notification read: the question is answered. */
  onAnswered: () => Promise<unknown>;
}) {
  const { t } = useTranslation('notifications');
  const update = useUpdateTruckStillAvailable();
  const [pending, setPending] = useState<boolean | null>(null);
  // A second click before the screen shows the first one's wait must not send a second answer.
  const isSending = useRef(false);

  const isBusy = pending !== null;
  const answer = async (available: boolean) => {
    if (isSending.current) return;
    isSending.current = true;
    setPending(available);
    try {
      await update.mutateAsync({ truckId, available });
      void toastSuccess(t(available ? 'notifications.stillAvailable.kept' : 'notifications.stillAvailable.hidden'));
      document.getElementById(itemId)?.focus();
      // Never throws: a mark the server refuses leaves the question unread, to be answered again.
      await onAnswered();
    } catch (error) {
      // Unlike the list's own failures (only logged), this is the user's action: they must know it failed.
      void toastError(errorMessage(error));
    } finally {
      isSending.current = false;
      setPending(null);
    }
  };

  // Marked disabled rather than `disabled`: a disabled button loses the focus (to the page's body, out
  // of the menu), and a keyboard user would have to find their place again after each answer.
  const busy = { 'data-disabled': isBusy || undefined, 'aria-disabled': isBusy || undefined };
  const busyIcon = <Loader size={12} aria-hidden />;
  return (
    <Group
      role="group"
      aria-labelledby={questionId}
      className="tariq-notification-answers"
      gap={6}
      wrap="wrap"
      ps={56}
      pe="sm"
      pb={8}
      pt={2}
    >
      <Menu.Item
        w="auto"
        className="tariq-notification-answer"
        closeMenuOnClick={false}
        {...busy}
        leftSection={pending === true ? busyIcon : <IconCheck size={14} aria-hidden />}
        onClick={() => void answer(true)}
        fz="xs"
        color="blue"
      >
        {t('notifications.stillAvailable.keep')}
      </Menu.Item>
      <Menu.Item
        w="auto"
        className="tariq-notification-answer"
        closeMenuOnClick={false}
        {...busy}
        leftSection={pending === false ? busyIcon : <IconEyeOff size={14} aria-hidden />}
        onClick={() => void answer(false)}
        fz="xs"
      >
        {t('notifications.stillAvailable.hide')}
      </Menu.Item>
    </Group>
  );
}
