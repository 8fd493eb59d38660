import type {
  TCarrierDirectoryResponse,
  TNetworkCarrier,
  TNetworkGroup,
  TNetworkInvitation,
  TNetworkResponse,
  TNetworkShipper,
} from '@tariq/contracts/private-exchange';
import {
  ZCarrierDirectoryResponse,
  ZNetworkCarrier,
  ZNetworkGroup,
  ZNetworkInvitation,
  ZNetworkResponse,
  ZNetworkShipper,
} from '@tariq/contracts/private-exchange';
import type { TState } from '@tariq/contracts';
import { ZState } from '@tariq/contracts/places';
import { makeUser } from './render';

/**
 * The private exchange of Amina Benali's shipper company, as the API answers it. Checked against the
 * shared schemas, so they cannot drift from the server's.
 */
export const makeShipper = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({
    role: 'ROLE_COMMISSIONNAIRE',
    roles: ['ROLE_COMMISSIONNAIRE'],
    firstname: 'Amina',
    lastname: 'Benali',
    society: 'Sarl Transit Soummam',
    email: 'shipper@demo.tariq.dz',
    modules: ['private_freight'],
    ...overrides,
  });

export const GROUP_EAST_ID = '00000000-0000-4000-8000-0000000000a1';
export const GROUP_ORAN_ID = '00000000-0000-4000-8000-0000000000a2';
export const ATLAS_ID = '00000000-0000-4000-8000-0000000000b1';
export const SAHEL_ID = '00000000-0000-4000-8000-0000000000b2';

export function makeNetworkCarrier(overrides: Partial<TNetworkCarrier> = {}): TNetworkCarrier {
  return ZNetworkCarrier.parse({
    id: ATLAS_ID,
    name: 'Transports Atlas Express',
    city: 'Béjaïa',
    postalCode: '06000',
    country: 'DZ',
    rating: { average: 4.5, count: 12 },
    documentsValidUntil: '2027-03-31',
    truckTypes: ['truckPL19', 'truckSPL'],
    zones: [
      { country: 'DZ', stateCode: '06' },
      { country: 'DZ', stateCode: '16' },
    ],
    missionsWithYou: 3,
    inNetwork: true,
    groupIds: [GROUP_EAST_ID],
    addedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  });
}

/** A carrier out of the network: never rated, documents not all verified. */
export const makeSahel = (overrides: Partial<TNetworkCarrier> = {}) =>
  makeNetworkCarrier({
    id: SAHEL_ID,
    name: 'Sahel Frigo',
    city: 'Oran',
    postalCode: '31000',
    rating: { average: null, count: 0 },
    documentsValidUntil: null,
    truckTypes: ['truckVan'],
    zones: [{ country: 'DZ', stateCode: '31' }],
    missionsWithYou: 0,
    inNetwork: false,
    groupIds: [],
    addedAt: null,
    ...overrides,
  });

export function makeNetworkGroup(overrides: Partial<TNetworkGroup> = {}): TNetworkGroup {
  return ZNetworkGroup.parse({ id: GROUP_EAST_ID, name: 'Frigorifique Est', carrierIds: [ATLAS_ID], ...overrides });
}

export function makeNetworkInvitation(overrides: Partial<TNetworkInvitation> = {}): TNetworkInvitation {
  return ZNetworkInvitation.parse({
    id: '00000000-0000-4000-8000-0000000000d1',
    email: 'contact@tassili-trans.dz',
    groupIds: [GROUP_EAST_ID],
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-12-08T10:00:00.000Z',
    status: 'sent',
    ...overrides,
  });
}

export function makeNetwork(overrides: Partial<TNetworkResponse> = {}): TNetworkResponse {
  return ZNetworkResponse.parse({
    carriers: [makeNetworkCarrier()],
    groups: [makeNetworkGroup(), makeNetworkGroup({ id: GROUP_ORAN_ID, name: 'Partenaires Oran', carrierIds: [] })],
    invitations: [makeNetworkInvitation()],
    ...overrides,
  });
}

export function makeDirectoryPage(
  carriers: TNetworkCarrier[] = [makeNetworkCarrier(), makeSahel()],
  overrides: Partial<TCarrierDirectoryResponse> = {},
): TCarrierDirectoryResponse {
  return ZCarrierDirectoryResponse.parse({
    data: carriers,
    page: 1,
    total_pages: 1,
    count: carriers.length,
    ...overrides,
  });
}

export function makeNetworkShipper(overrides: Partial<TNetworkShipper> = {}): TNetworkShipper {
  return ZNetworkShipper.parse({
    id: '00000000-0000-4000-8000-0000000000f1',
    name: 'Sarl Transit Soummam',
    city: 'Béjaïa',
    rating: { average: 4.8, count: 5 },
    addedAt: '2026-10-15T08:00:00.000Z',
    ...overrides,
  });
}

/** The wilayas the carriers above serve, as `GET /api/countries/DZ/states` names them. */
export const WILAYAS: TState[] = ZState.array().parse([
  { id: '06', place_id: 'DZ:06', country: 'DZ', name: 'Béjaïa', name_ar: 'بجاية', lat: 36.75, lng: 5.06 },
  { id: '16', place_id: 'DZ:16', country: 'DZ', name: 'Alger', name_ar: 'الجزائر', lat: 36.75, lng: 3.06 },
  { id: '31', place_id: 'DZ:31', country: 'DZ', name: 'Oran', name_ar: 'وهران', lat: 35.7, lng: -0.63 },
]);
