import type {
  TColleague,
  TColleagueInvitation,
  TColleaguesResponse,
  TInvitationPreview,
} from '@tariq/contracts/colleagues';
import { ZColleague, ZColleagueInvitation, ZColleaguesResponse, ZInvitationPreview } from '@tariq/contracts/colleagues';
import { makeUser } from './render';

/**
 * Colleagues of makeUser's Karim Haddad at Transports Atlas Express, as `GET /api/colleagues` answers
 * them. Checked against the shared schemas, so they cannot drift from the server's.
 */
export function makeColleague(overrides: Partial<TColleague> = {}): TColleague {
  return ZColleague.parse({
    id: '00000000-0000-4000-8000-0000000000c2',
    firstName: 'Nadia',
    lastName: 'Benali',
    email: 'nadia@atlas-express.dz',
    roleInCompany: 'shipment_planner',
    joinedAt: '2026-11-20T09:00:00.000Z',
    invitedBy: { firstName: 'Karim', lastName: 'Haddad' },
    status: 'active',
    isYou: false,
    canReport: true,
    ...overrides,
  });
}

/** Karim himself, who signed the company up. */
export const makeMe = (overrides: Partial<TColleague> = {}) =>
  makeColleague({
    id: makeUser().id,
    firstName: 'Karim',
    lastName: 'Haddad',
    email: 'carrier@demo.tariq.dz',
    roleInCompany: 'logistics_manager',
    joinedAt: '2026-03-02T10:00:00.000Z',
    invitedBy: null,
    isYou: true,
    canReport: false,
    ...overrides,
  });

export function makeInvitation(overrides: Partial<TColleagueInvitation> = {}): TColleagueInvitation {
  return ZColleagueInvitation.parse({
    id: '00000000-0000-4000-8000-0000000000d1',
    email: 'samir@atlas-express.dz',
    invitedBy: { firstName: 'Karim', lastName: 'Haddad' },
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  });
}

export function makeColleagues(overrides: Partial<TColleaguesResponse> = {}): TColleaguesResponse {
  return ZColleaguesResponse.parse({
    data: [makeMe(), makeColleague()],
    invitations: [makeInvitation()],
    canLeave: true,
    ...overrides,
  });
}

/** What `GET /api/auth/invitation?token=` answers for an invitation from Karim. */
export function makeInvitationPreview(overrides: Partial<TInvitationPreview> = {}): TInvitationPreview {
  return ZInvitationPreview.parse({
    email: 'samir@atlas-express.dz',
    companyName: 'Transports Atlas Express',
    inviter: { firstName: 'Karim', lastName: 'Haddad' },
    expiresAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  });
}
