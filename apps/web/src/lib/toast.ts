/**
 * Toasts at the bottom right. The toaster's code is loaded with the first toast, not with the
 * page: the login route must stay within its JavaScript budget (ARCHITECTURE.md §8).
 */
type TToast = { message: string; title?: string; color?: 'red' | 'green' | 'blue' | 'orange' };

let mountToaster: (() => void) | null = null;

/** The providers register how to mount the toaster; returns the unregister function. */
export function onToasterNeeded(mount: () => void): () => void {
  mountToaster = mount;
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

export async function toast({ message, title, color = 'blue' }: TToast): Promise<void> {
  mountToaster?.();
  const { notifications } = await import('@mantine/notifications');
  // Let the toaster mount before it is handed its first message.
  await new Promise((resolve) => setTimeout(resolve, 0));
  notifications.show({ message, title, color, position: 'bottom-right', autoClose: 5000 });
}

export const toastError = (message: string, title?: string) => toast({ message, title, color: 'red' });
export const toastSuccess = (message: string) => toast({ message, color: 'green' });
