/**
 * Colleagues (issue 25, "Colleagues"): a user invites colleagues by e-mail; the invitation link lets
 * them set their name and password and join the same company with the same role. Everyone in the
 * company is told when someone joins and can say "this person does not work here", which disables
 * the newcomer and alerts the platform staff. A user can leave the company; its last user cannot.
 *
 * Not exported from the package index, like profile.ts: import `@tariq/contracts/colleagues`.
 */
import { z } from 'zod';
import { ZEmail, ZNewPassword } from './auth';
import { LIMITS } from './limits';
import { vkey } from './validation';

const name = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(LIMITS.nameMax, { error: vkey('tooLong') });

/** `POST /api/colleagues/invitations`: who to invite (joins with the inviter's role). */
export const ZInviteColleagueRequest = z.object({ email: ZEmail });
export type TInviteColleagueRequest = z.infer<typeof ZInviteColleagueRequest>;

/**
 * - `active`: works on Tariq;
 * - `reported`: a colleague said this person does not work here; disabled until the staff decide;
 * - `disabled`: disabled by the platform staff;
 * - `left`: left the company.
 */
export const COLLEAGUE_STATUSES = ['active', 'reported', 'disabled', 'left'] as const;
export type TColleagueStatus = (typeof COLLEAGUE_STATUSES)[number];

export const ZColleague = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The option value of spec 001 §3 (`companyRole`), or null when not given. */
  roleInCompany: z.string().nullable(),
  /** When the account was made (sign-up or accepted invitation), ISO 8601. */
  joinedAt: z.string(),
  /** Who invited them, or null for whoever signed the company up. */
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  status: z.enum(COLLEAGUE_STATUSES),
  /** The caller. */
  isYou: z.boolean(),
  /** Whether the caller may say this person does not work here: an active newcomer, not the caller. */
  canReport: z.boolean(),
});
export type TColleague = z.infer<typeof ZColleague>;

/** An invitation not accepted yet, not cancelled and not expired. */
export const ZColleagueInvitation = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TColleagueInvitation = z.infer<typeof ZColleagueInvitation>;

/** `GET /api/colleagues`: the company's users (drivers apart) and its pending invitations. */
export const ZColleaguesResponse = z.object({
  data: z.array(ZColleague),
  invitations: z.array(ZColleagueInvitation),
  /** Whether the caller may leave: not when it is the company's last active user. */
  canLeave: z.boolean(),
});
export type TColleaguesResponse = z.infer<typeof ZColleaguesResponse>;

export const ZColleagueIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

/** `?token=` of the invitation link, for `GET /api/auth/invitation`. */
export const ZInvitationQuery = z.object({
  token: z
    .string({ error: vkey('required') })
    .min(1, { error: vkey('required') })
    .max(200, { error: vkey('invalid') }),
});

/** `GET /api/auth/invitation?token=`: what the invitation page shows before the form. */
export const ZInvitationPreview = z.object({
  email: z.string(),
  companyName: z.string(),
  inviter: z.object({ firstName: z.string(), lastName: z.string() }),
  expiresAt: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

const invitationFormFields = {
  firstName: name,
  lastName: name,
  password: ZNewPassword,
  passwordConfirmation: z
    .string({ error: vkey('required') })
    .min(1, { error: vkey('required') })
    .max(LIMITS.passwordMax, { error: vkey('passwordTooLong') }),
  termsAccepted: z.literal(true, { error: vkey('termsRequired') }),
};

function confirmationMatches(value: { password: string; passwordConfirmation: string }, context: z.RefinementCtx) {
  if (value.password !== value.passwordConfirmation) {
    context.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: vkey('passwordMismatch') });
  }
}

/** The invitation form's fields (the token comes from the link). */
export const ZAcceptInvitationForm = z.object(invitationFormFields).superRefine(confirmationMatches);
export type TAcceptInvitationForm = z.infer<typeof ZAcceptInvitationForm>;
export type TAcceptInvitationFormInput = z.input<typeof ZAcceptInvitationForm>;

/**
 * `POST /api/auth/invitation/accept`: the link's token and the form. Answers as `/api/login_check`
 * does (the address is verified: the link came to it). 400 `INVITATION_INVALID` (unknown or
 * cancelled) or `INVITATION_EXPIRED`, 409 `INVITATION_USED`, 409 `ACCOUNT_EXISTS`.
 */
export const ZAcceptInvitationRequest = z
  .object({ token: ZInvitationQuery.shape.token, ...invitationFormFields })
  .superRefine(confirmationMatches);
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;
