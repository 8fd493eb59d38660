import type { TSessionUser } from '@tariq/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/routes';
import { theme } from '../app/theme';
import { QueryClientFactoryContext, createQueryClient } from '../lib/query-client';
import { SessionStoreProvider, createSessionStore } from '../lib/session';

export function makeUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    firstname: 'Karim',
    lastname: 'Haddad',
    society: 'Transports Atlas Express',
    logo: null,
    telephone: null,
    email: 'carrier@demo.tariq.dz',
    role: 'ROLE_TRANSPORTEUR',
    roles: ['ROLE_TRANSPORTEUR'],
    language: 'fr',
    modules: [],
    isVerified: true,
    is_doc_ok: true,
    // Active with its documents, unless a test says otherwise (a lapsed document keeps it active).
    is_doc_active: overrides.is_doc_ok ?? true,
    isBusinessDetailsCompleted: true,
    is_vip: false,
    company_id: '00000000-0000-4000-8000-0000000000a1',
    ...overrides,
  };
}

/** A session as the session provider holds it once started: `user`, or a visitor when null. */
export function makeSession(user: TSessionUser | null) {
  return createSessionStore(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
}

// The app's caches, with its retry rule, but asking again at once: a 5xx answer costs no backoff.
const createTestQueryClient = () => createQueryClient({ retryDelay: 0 });

/** Renders the real route table at `path`, with the session given (null: a visitor). */
export function renderRoute(path: string, user: TSessionUser | null) {
  const session = makeSession(user);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // env="test": no transitions, and no hiding of dropdowns whose anchor jsdom cannot measure.
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientFactoryContext value={createTestQueryClient}>
        <SessionStoreProvider store={session}>
          <RouterProvider router={router} />
        </SessionStoreProvider>
      </QueryClientFactoryContext>
    </MantineProvider>,
  );
  return { ...result, router, session };
}

/** Renders one component with what the app gives it: Mantine and a fresh server-data cache (no retries). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // env="test": no transitions, and no hiding of dropdowns whose anchor jsdom cannot measure.
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
