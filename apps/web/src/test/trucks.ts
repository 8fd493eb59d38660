import type { TTruck } from '@tariq/contracts';
import { ZTruck } from '@tariq/contracts/trucks';

const ALGIERS = {
  country: { alpha2: 'DZ', name: 'Algérie' },
  stateId: '16',
  state: 'Alger',
  city: 'Alger Centre',
  place_id: 'dz-16-alger-centre',
  latitude: 36.7538,
  longitude: 3.0588,
};
const ORAN = {
  country: { alpha2: 'DZ', name: 'Algérie' },
  stateId: '31',
  state: 'Oran',
  city: 'Oran',
  place_id: 'dz-31-oran',
  latitude: 35.6971,
  longitude: -0.6308,
};

/** A carrier's truck as the API answers it: a visible semi-trailer from Algiers to Oran. Checked against the schema. */
export function makeTruck(overrides: Partial<TTruck> = {}): TTruck {
  return ZTruck.parse({
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'Renault T 480',
    type: 'semi',
    picture: null,
    goods: [],
    weight: 24000,
    length: 13.6,
    volume: 90,
    from: ALGIERS,
    to: ORAN,
    availability: { from: '2026-11-24', until: null },
    canTakeDangerousGoods: false,
    contact: { useSocietyContact: true, firstName: null, lastName: null, email: null, phone: null },
    comment: null,
    isVisible: true,
    isExpired: false,
    alerts: false,
    created_at: '2026-11-23T08:00:00.000Z',
    updated_at: '2026-11-23T08:00:00.000Z',
    ...overrides,
  });
}
