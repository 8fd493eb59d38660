import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/components/session-provider';
import { i18next, isRtl } from '../lib/i18n';
import { onToasterNeeded } from '../lib/toast';
import { isLanguage } from '@tariq/contracts/enums';
import { theme } from './theme';

// Asked for by main.tsx before the first render (the app's start reaches the session through here).
export { readUserEarly } from '../features/auth/components/session-provider';

// Toasts are never on the first paint: their code loads with the first one (see lib/toast.ts).
const Notifications = lazy(async () => {
  const [{ Notifications: Toaster }] = await Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.css'),
  ]);
  return { default: Toaster };
});

/** Mirrors the whole layout when the language is written right to left. */
function DirectionSync() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (language: string) => setDirection(isLanguage(language) && isRtl(language) ? 'rtl' : 'ltr');
    apply(i18next.language);
    i18next.on('languageChanged', apply);
    return () => i18next.off('languageChanged', apply);
  }, [setDirection]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [toasterMounted, setToasterMounted] = useState(false);
  useEffect(() => onToasterNeeded(() => setToasterMounted(true)), []);
  return (
    <DirectionProvider detectDirection>
      <DirectionSync />
      <MantineProvider theme={theme}>
        {toasterMounted ? (
          <Suspense fallback={null}>
            <Notifications position="bottom-right" />
          </Suspense>
        ) : null}
        <SessionProvider>{children}</SessionProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
