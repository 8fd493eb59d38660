import { ZInvoiceResponse, ZMissionDetail } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { invoiceFixtures } from '../../test/invoices';
import { deliveredMission } from '../../test/missions';
import { validOffer } from '../../test/offers';

let t: TTestApp;
let shipper: TSignedInUser;
let carrier: TSignedInUser;

// `t` is made in beforeAll: the fixtures read it when they run.
const { identify, invoicingCarrier } = invoiceFixtures({
  get app() {
    return t.app;
  },
  get db() {
    return t.db;
  },
});

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Ifri Boissons' });
  await identify(shipper);
  carrier = await invoicingCarrier('Trans Djurdjura');
}, 120_000);
afterAll(() => t.close());

async function draftOf(missionId: string) {
  const response = await carrier.inject({
    method: 'POST',
    url: '/api/invoices',
    payload: { mission_ids: [missionId] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZInvoiceResponse.parse(response.json()).data;
}

function setRate(rate: string | null) {
  return carrier.inject({
    method: 'PUT',
    url: '/api/invoices/settings',
    payload: { immobilisation_hourly_rate: rate },
  });
}

describe('immobilisation fees from the proof of delivery', () => {
  it('the waiting declared with the proof is on the mission for both sides', async () => {
    const mission = await deliveredMission({ shipper, carrier, waiting: { atLoading: 160, atUnloading: 45 } });
    const seen = await shipper.inject({ method: 'GET', url: `/api/missions/${mission.id}` });
    expect(ZMissionDetail.parse(seen.json()).pod).toMatchObject({
      waiting_at_loading_minutes: 160,
      waiting_at_unloading_minutes: 45,
    });
  });

  it('proposes a line for the waiting beyond the allowance of a partial load, at the carrier’s hourly rate', async () => {
    const settings = await setRate('2500.00');
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toEqual({ data: { auto_reminders: false, immobilisation_hourly_rate: '2500.00' } });
    // A partial load (6.8 loading metres, 12 t): 1 h allowance a site. 2 h 40 at loading is 1 h 40
    // beyond, 2 started half hours … 4 (2 h); 45 min at unloading is within it.
    const mission = await deliveredMission({ shipper, carrier, waiting: { atLoading: 160, atUnloading: 45 } });
    const draft = await draftOf(mission.id);
    expect(draft.lines).toHaveLength(2);
    expect(draft.lines[1]).toMatchObject({
      kind: 'immobilisation',
      mission_id: mission.id,
      quantity: 2,
      unit_price: '2500.00',
      amount_ht: '5000.00',
    });
    expect(draft.lines[1]!.label).toMatch(
      /^Frais d'immobilisation — mission MIS-\d{2}-\d{4} : attente de 2 h 40 au chargement et 45 min au déchargement, franchise de 1 h par site$/,
    );
    expect(draft.totals.total_ht).toBe('85000.00');
  });

  it('allows 2 hours a site for a full load, and proposes nothing within the allowance', async () => {
    await setRate('3000');
    // 13.2 loading metres, the whole trailer: a full load. 2 h 10 at loading: half an hour to bill.
    const full = await deliveredMission({
      shipper,
      carrier,
      offer: { mpl: 13.2, weight_kg: 20000 },
      waiting: { atLoading: 130, atUnloading: 120 },
    });
    const fullDraft = await draftOf(full.id);
    expect(fullDraft.lines[1]).toMatchObject({ kind: 'immobilisation', quantity: 0.5, amount_ht: '1500.00' });

    const within = await deliveredMission({ shipper, carrier, waiting: { atLoading: 60 } });
    expect((await draftOf(within.id)).lines.map((line) => line.kind)).toEqual(['transport']);
    const none = await deliveredMission({ shipper, carrier });
    expect((await draftOf(none.id)).lines.map((line) => line.kind)).toEqual(['transport']);
  });

  it('comes at 0 to price on the draft while the carrier has no hourly rate', async () => {
    expect((await setRate(null)).json().data.immobilisation_hourly_rate).toBeNull();
    const mission = await deliveredMission({ shipper, carrier, waiting: { atUnloading: 95 } });
    expect((await draftOf(mission.id)).lines[1]).toMatchObject({ quantity: 1, unit_price: '0.00' });
  });

  it('refuses a waiting that is not whole minutes from 0 to 3 days, with the field named, and finishes nothing', async () => {
    for (const [field, value] of [
      ['waiting_at_loading_minutes', '-5'],
      ['waiting_at_loading_minutes', '12.5'],
      ['waiting_at_unloading_minutes', 'deux heures'],
      ['waiting_at_unloading_minutes', '4321'],
    ] as const) {
      const published = await shipper.inject({
        method: 'POST',
        url: '/api/offers',
        payload: validOffer(),
      });
      expect(published.statusCode).toBe(201);
      const uid = published.json().uids[0] as string;
      const proposal = await carrier.inject({
        method: 'POST',
        url: `/api/freights/${uid}/proposals`,
        payload: { price: 70000 },
      });
      const id = (await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` })).json()
        .mission_id as string;
      await carrier.inject({ method: 'POST', url: `/api/missions/${id}/confirm` });
      const code = (await carrier.inject({ method: 'GET', url: `/api/missions/${id}` })).json().pickup_code as string;
      await shipper.inject({ method: 'POST', url: `/api/missions/${id}/pickup`, payload: { code } });
      expect((await carrier.inject({ method: 'POST', url: `/api/missions/${id}/start` })).statusCode).toBe(200);
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'livraison.png');
      form.append(field, value);
      const finished = await carrier.inject({ method: 'POST', url: `/api/missions/${id}/finish`, payload: form });
      expect(finished.statusCode, `${field}=${value}`).toBe(400);
      expect(Object.keys(finished.json().fields)).toEqual([field]);
      const after = await carrier.inject({ method: 'GET', url: `/api/missions/${id}` });
      expect(after.json().status).toBe('in_progress');
    }
  });
});
