// Mantine's base: reset, theme variables, global classes. Each component's own styles come with
// the component (mantine-styles-plugin.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
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
