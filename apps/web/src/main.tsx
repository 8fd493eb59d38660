// Mantine's base: reset, theme variables, global classes. Each component's own styles come with
// the component (mantine-styles-plugin.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers, readUserEarly } from './app/providers';
import { appRoutes } from './app/routes';
import { initI18n } from './lib/i18n';

// The router starts loading the first page (its code and its texts, lazy-page.ts) as it is created:
// after i18next is initialised, or the texts would only be asked for once the page renders (one more
// round trip before the first paint). The first render is a transition: React renders it in slices
// of a few milliseconds with the browser's work between them, where a plain render was one long task
// (Lighthouse, mobile: total blocking time on /freights 812 → 453 ms, /dashboard 723 → 378 ms).
// The user of a stored session is asked for now, beside the texts and the page's code, not after the
// first render (Lighthouse: LCP −150 ms on /freights, −240 ms on /dashboard).
readUserEarly();
void initI18n().then(() => {
  const router = createBrowserRouter(appRoutes);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
