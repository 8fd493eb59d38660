import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { appRoutes } from './app/routes';
import { initI18n } from './lib/i18n';

// The router starts loading the first page (its code and its texts, lazy-page.ts) as it is created:
// after i18next is initialised, or the texts would only be asked for once the page renders (one more
// round trip before the first paint).
void initI18n().then(() => {
  const router = createBrowserRouter(appRoutes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
