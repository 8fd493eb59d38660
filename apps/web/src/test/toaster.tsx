import { MantineProvider } from '@mantine/core';
import { Notifications, cleanNotifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { theme } from '../app/theme';

/**
 * Mounts the toaster the app's providers mount with the first toast (renderRoute leaves it out), so a
 * test reads a toast as the user does: its text on the page. Starts empty (the toasts' store is one
 * for the whole worker).
 */
export function renderToaster() {
  cleanNotifications();
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
  );
}
