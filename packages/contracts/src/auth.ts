import { z } from 'zod';
import { LANGUAGES, MODULES, ROLES } from './enums';
import { LIMITS } from './limits';
import { vkey } from './validation';

export const ZEmail = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(LIMITS.emailMax, { error: vkey('tooLong') })
  .pipe(z.email({ error: vkey('email') }));

/** Exactly what was typed: no trimming, no case folding (SECURITY.md #1). */
export const ZNewPassword = z
  .string({ error: vkey('required') })
  .min(LIMITS.passwordMin, { error: vkey('passwordTooShort') })
  .max(LIMITS.passwordMax, { error: vkey('passwordTooLong') });

export const ZLoginRequest = z.object({
  username: ZEmail,
  password: z
    .string({ error: vkey('required') })
    .min(1, { error: vkey('required') })
    .max(LIMITS.passwordMax, { error: vkey('passwordTooLong') }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The session user of spec 000 §3. */
export const ZSessionUser = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  society: z.string().nullable(),
  logo: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  language: z.enum(LANGUAGES),
  modules: z.array(z.enum(MODULES)),
  isVerified: z.boolean(),
  is_doc_ok: z.boolean(),
  /**
   * The account is active (ours, beside the spec's fields): its documents were all verified once and
   * none was deleted or refused since. True whenever is_doc_ok is; still true when one only expired.
   */
  is_doc_active: z.boolean(),
  isBusinessDetailsCompleted: z.boolean(),
  is_vip: z.boolean(),
  /** The user's company (ours): names its real-time topic of the private exchange (`privateFreightsTopic`). */
  company_id: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({
  token: z.string().optional(),
  refresh_token: z.string().optional(),
  mercure_token: z.string().optional(),
  user: ZSessionUser,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshRequest = z.object({
  refresh_token: z
    .string({ error: vkey('required') })
    .min(1, { error: vkey('required') })
    .max(4096, { error: vkey('invalid') }),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZRefreshResponse = z.object({ token: z.string(), refresh_token: z.string() });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZChangeLanguageRequest = z.object({
  language: z.enum(LANGUAGES, { error: vkey('invalidChoice') }),
});
export type TChangeLanguageRequest = z.infer<typeof ZChangeLanguageRequest>;

/** `GET /api/user/info|is_vip|is_doc_ok|is_activated?token=` take the access token in the query. */
export const ZTokenQuery = z.object({ token: z.string().max(4096).optional() });

export const ZUserInfoResponse = z.object({ user: z.object({ is_vip: z.boolean() }) });
export const ZIsVipResponse = z.object({ is_vip: z.boolean() });
export const ZIsDocOkResponse = z.object({ doc_ok: z.boolean() });
export const ZIsActivatedResponse = z.object({ is_verified: z.boolean() });
export const ZOkResponse = z.object({ success: z.literal(true) });

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});
