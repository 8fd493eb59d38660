import { z } from 'zod';
import { ZEmail } from './auth';
import { vkey } from './validation';

/**
 * E-mail verification (issue 25): the link mailed at sign-up opens `/emailVerification?token=…`,
 * whose page calls `GET /api/auth/verify-email?token=…`; the answer is the login's (tokens and
 * user), so the web saves the session exactly as after a login.
 */

/** The opaque token of the link (43 base64url characters today); bounded so a pasted page is refused early. */
export const ZVerifyEmailQuery = z.object({
  token: z
    .string({ error: vkey('required') })
    .min(1, { error: vkey('required') })
    .max(200, { error: vkey('invalid') }),
});
export type TVerifyEmailQuery = z.infer<typeof ZVerifyEmailQuery>;

/** `POST /api/auth/resend-verification-email`: answered alike whether the address is known or not. */
export const ZResendVerificationRequest = z.object({ email: ZEmail });
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

export const ZResendVerificationResponse = z.object({ success: z.literal(true) });
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;

/** One mail of the developer mailbox (`GET /api/dev/mailbox`, outside production only). */
export const ZDevMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
  /** The web addresses found in the plain text, in order: what a newcomer clicks to go on. */
  links: z.array(z.string()),
  text: z.string(),
  hasHtml: z.boolean(),
});
export type TDevMail = z.infer<typeof ZDevMail>;

export const ZDevMailboxQuery = z.object({
  /** Only the mails to this address (as typed, any case). */
  to: z.string().max(180).optional(),
});

export const ZDevMailboxResponse = z.object({ data: z.array(ZDevMail) });
export type TDevMailboxResponse = z.infer<typeof ZDevMailboxResponse>;
