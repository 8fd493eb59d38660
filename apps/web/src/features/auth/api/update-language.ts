import type { TLanguage } from '@tariq/contracts';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { changeLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session';

/** `POST /api/user/changelanguage`: the language of the user's e-mails and notifications. */
export function updateLanguage(language: TLanguage): Promise<unknown> {
  return api('/api/user/changelanguage', { method: 'POST', body: { language } });
}

/**
 * Switches the interface to `language` and, for a signed-in user, the account's language too; the
 * header's switcher and the login form both go through it. The server's answer does not hold the
 * interface back, and a failure there is not the user's concern: the next switch sends it again.
 */
export function useUpdateLanguage() {
  const session = useSessionStore();
  return useCallback(
    async (language: TLanguage) => {
      const saved =
        session.getState().status === 'authenticated'
          ? updateLanguage(language).then(
              () => session.updateUser((user) => ({ ...user, language })),
              () => undefined,
            )
          : undefined;
      await Promise.all([changeLanguage(language), saved]);
    },
    [session],
  );
}
