import type { TClock } from '../clock';
import type { TPubSub } from '../pubsub';
import type { TAuth } from './auth.plugin';

/** Whose cached sessions a change makes stale: one user, or every user of a company. */
export type TSessionTarget = { userId: string } | { companyId: string };

export type TSessionCacheOptions<T extends { auth: TAuth }> = {
  /** Reads one enabled user's session from the database; null for an unknown or disabled user. */
  load(userId: string): Promise<T | null>;
  pubsub: TPubSub;
  clock: TClock;
  ttlMs: number;
  maxEntries: number;
};

const CHANNEL = 'tariq_session';

/**
 * Every authenticated request needs the caller's session; reading it from the database each time
 * cost most of the request. Entries live `ttlMs` at most, and every change that matters (disable,
 * logout, role, modules, documents, language) drops them at once on every instance through the
 * pub/sub, so a disabled user is refused on the very next request.
 */
export function createSessionCache<T extends { auth: TAuth }>(options: TSessionCacheOptions<T>) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  // Bumped by every drop: a load that started before a drop must not store what it read.
  let generation = 0;

  function drop(target: TSessionTarget | null) {
    generation++;
    if (!target) entries.clear();
    else if ('userId' in target) entries.delete(target.userId);
    else
      for (const [userId, entry] of entries)
        if (entry.value.auth.companyId === target.companyId) entries.delete(userId);
  }

  options.pubsub.subscribe(CHANNEL, (payload) => {
    try {
      drop(JSON.parse(payload) as TSessionTarget);
    } catch {
      drop(null);
    }
  });
  // Messages may have been missed while the listener was down.
  options.pubsub.onResync(() => drop(null));

  return {
    async find(userId: string): Promise<T | null> {
      const now = options.clock.now().getTime();
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > now) return hit.value;
      const started = generation;
      const value = await options.load(userId);
      if (value && started === generation && options.pubsub.isListening()) {
        entries.delete(userId);
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(userId, { value, expiresAt: now + options.ttlMs });
      } else if (!value) {
        entries.delete(userId);
      }
      return value;
    },

    /** Call after the change is committed; answers once this instance has dropped it and the others are told. */
    async invalidate(target: TSessionTarget): Promise<void> {
      drop(target);
      await options.pubsub.publish(CHANNEL, JSON.stringify(target));
    },
  };
}

export type TSessionCache<T extends { auth: TAuth }> = ReturnType<typeof createSessionCache<T>>;
