/**
 * Forgotten password, reset, password change and active sessions (spec 000 §7, spec 001 §7,
 * issue 25). The new password follows one policy everywhere (SECURITY.md #1, #2): ZNewPassword's
 * length here, on the form and on the server, plus the server's list of common passwords.
 */
import { z } from 'zod';
import { ZEmail, ZNewPassword } from './auth';
import { LIMITS } from './limits';
import { vkey } from './validation';

/** A password as typed, to compare with the stored one: no policy, only a bound on the hashing work. */
const ZTypedPassword = z
  .string({ error: vkey('required') })
  .min(1, { error: vkey('required') })
  .max(LIMITS.passwordMax, { error: vkey('passwordTooLong') });

/** Checked equal to `password`, exactly as typed (no trimming). */
const ZPasswordConfirmation = z
  .string({ error: vkey('required') })
  .min(1, { error: vkey('required') })
  .max(LIMITS.passwordMax, { error: vkey('passwordTooLong') });

function confirmationMatches(value: { password: string; passwordConfirmation: string }, context: z.RefinementCtx) {
  if (value.password !== value.passwordConfirmation) {
    context.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: vkey('passwordMismatch') });
  }
}

/** `POST /api/forgot-pass` (form data, or JSON): the address to send a reset link to. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** The same answer whether the address belongs to an account or not. */
export const ZForgotPasswordResponse = z.object({ success: z.literal(true) });

/** `POST /api/reset-password`: the link's token, the new password and its confirmation. */
export const ZResetPasswordRequest = z
  .object({
    token: z
      .string({ error: vkey('required') })
      .min(1, { error: vkey('required') })
      .max(200, { error: vkey('invalid') }),
    password: ZNewPassword,
    passwordConfirmation: ZPasswordConfirmation,
  })
  .superRefine(confirmationMatches);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
/** The reset form's fields (the token comes from the link). */
export const ZResetPasswordForm = z
  .object({ password: ZNewPassword, passwordConfirmation: ZPasswordConfirmation })
  .superRefine(confirmationMatches);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** `{id}` of `/validation/{id}/check_pwd` and `/update/{id}/user`: the caller's own id. */
export const ZUserIdParams = z.object({ id: z.string().max(64) });

/** `POST /validation/{id}/check_pwd` (form): the current password. */
export const ZCheckPasswordRequest = z.object({ password: ZTypedPassword });
export type TCheckPasswordRequest = z.infer<typeof ZCheckPasswordRequest>;
export const ZCheckPasswordResponse = z.object({ result: z.boolean() });
export type TCheckPasswordResponse = z.infer<typeof ZCheckPasswordResponse>;

/**
 * `POST /update/{id}/user` (form): the new password. The current one comes again, checked again:
 * check_pwd alone would let a stolen access token change the password.
 */
export const ZUpdatePasswordRequest = z
  .object({
    currentPassword: ZTypedPassword,
    password: ZNewPassword,
    passwordConfirmation: ZPasswordConfirmation,
  })
  .superRefine(confirmationMatches);
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;
export const ZUpdatePasswordResponse = z.object({ result: z.literal(true) });

/** One session: a login and the refresh tokens it rotated through since (one family). */
export const ZUserSession = z.object({
  id: z.string(),
  /** As the browser sent it; the web names the browser and system from it. */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  /** The session's latest login or token refresh. */
  last_used_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type TUserSession = z.infer<typeof ZUserSession>;

/** `GET /api/user/sessions`: the live sessions, latest used first. */
export const ZUserSessionsResponse = z.object({ data: z.array(ZUserSession) });
export type TUserSessionsResponse = z.infer<typeof ZUserSessionsResponse>;

export const ZUserSessionParams = z.object({ id: z.string().max(64) });
