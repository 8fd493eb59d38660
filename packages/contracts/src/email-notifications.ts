import { z } from 'zod';

/**
 * E-mail notification settings (spec 001 §2 "account settings: e-mail notifications"): per kind of
 * event, whether its e-mail copy goes, and whether copies come at once or in one mail a day.
 * - `proposals`: proposals received, accepted, refused; an offer taken at its price;
 * - `deals`: the deal and the mission once agreed (charter order, changes, start, delivery, proof, rating);
 * - `matchingOffers`: new offers for the carrier (its private exchange, its saved searches);
 * - `invoices`: invoices received, sent, chased, paid;
 * - `documents`: legal documents verified, refused, expiring.
 */
export const EMAIL_NOTIFICATION_KINDS = ['proposals', 'deals', 'matchingOffers', 'invoices', 'documents'] as const;
export type TEmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];

const kindFlags = Object.fromEntries(EMAIL_NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
  TEmailNotificationKind,
  z.ZodBoolean
>;

/** GET and PUT /api/user/email-notifications. */
export const ZEmailNotificationSettings = z.strictObject({
  ...kindFlags,
  /** Copies gathered in one mail a day instead of one mail per event. */
  dailyDigest: z.boolean(),
});
export type TEmailNotificationSettings = z.infer<typeof ZEmailNotificationSettings>;

/** A new user's settings: every copy, at once. */
export const DEFAULT_EMAIL_NOTIFICATIONS: TEmailNotificationSettings = {
  proposals: true,
  deals: true,
  matchingOffers: true,
  invoices: true,
  documents: true,
  dailyDigest: false,
};

/** The settings a user row holds, completed with the defaults (a kind added later is on). */
export function readEmailNotificationSettings(stored: Record<string, unknown> | null): TEmailNotificationSettings {
  const settings = { ...DEFAULT_EMAIL_NOTIFICATIONS };
  for (const key of Object.keys(settings) as (keyof TEmailNotificationSettings)[]) {
    const value = stored?.[key];
    if (typeof value === 'boolean') settings[key] = value;
  }
  return settings;
}
