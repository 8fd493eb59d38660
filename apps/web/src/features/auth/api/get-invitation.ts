import type { TInvitationPreview } from '@tariq/contracts/colleagues';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/auth/invitation?token=` (no login): who invites, to which company, for which address.
 * 400 `INVITATION_INVALID` or `INVITATION_EXPIRED`, 409 `INVITATION_USED`.
 */
export function getInvitation(token: string, signal?: AbortSignal): Promise<TInvitationPreview> {
  return api<TInvitationPreview>(`/api/auth/invitation?token=${encodeURIComponent(token)}`, { auth: false, signal });
}
