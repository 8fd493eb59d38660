import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Outlet } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useUserQueryClient } from './user-query-client';

// Loaded only for a user whose business details are incomplete: nobody else pays for its code or texts.
const OnboardingWizard = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/onboarding/components/onboarding-wizard'),
    loadNamespaces('onboarding', 'catalogue'),
  ]);
  return { default: module.OnboardingWizard };
});

/**
 * The onboarding wizard over every signed-in page while the user's business details are incomplete
 * (spec 000 §4). It stays open once they are sent, until its last step's button closes it: the
 * session's user is completed before that step shows.
 */
function Onboarding() {
  const { user } = useSession();
  const [wizardUserId, setWizardUserId] = useState<string | null>(null);
  if (user && !user.isBusinessDetailsCompleted && wizardUserId !== user.id) setWizardUserId(user.id);
  if (!user || wizardUserId !== user.id) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingWizard user={user} onClose={() => setWizardUserId(null)} />
    </Suspense>
  );
}

/**
 * Server-data cache (TanStack Query) of every page but login. It is a lazy route, not a provider in
 * providers.tsx: mounted there it adds about 7 KB gzip to the login route, which has a 180 KB budget.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={useUserQueryClient()}>
      <Outlet />
      <Onboarding />
    </QueryClientProvider>
  );
}
