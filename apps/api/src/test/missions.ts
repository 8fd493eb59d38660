import type { TCreateOfferRequest } from '@tariq/contracts';
import { expect } from 'vitest';
import type { TSignedInUser } from './helpers';
import { validOffer } from './offers';

// A 1×1 PNG: a proof of delivery the server recognises from its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A mission taken through the whole deal by the API, as the two companies would: the shipper
 * publishes, the carrier proposes `price`, the shipper accepts, the carrier confirms the charter,
 * the shipper checks the pickup code, the carrier starts and finishes with a photo. `pod`: the
 * shipper then accepts the proof (default), or leaves it unanswered ('pending').
 */
export async function deliveredMission(options: {
  shipper: TSignedInUser;
  carrier: TSignedInUser;
  price?: number;
  offer?: Partial<TCreateOfferRequest>;
  pod?: 'accepted' | 'pending';
  /** The waiting the proof of delivery declares at each site, in minutes. */
  waiting?: { atLoading?: number; atUnloading?: number };
}): Promise<{ id: string; uid: string }> {
  const { shipper, carrier } = options;
  const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer(options.offer) });
  expect(published.statusCode, published.body).toBe(201);
  const uid = (published.json().uids as string[])[0]!;
  const proposal = await carrier.inject({
    method: 'POST',
    url: `/api/freights/${uid}/proposals`,
    payload: { price: options.price ?? 80000 },
  });
  expect(proposal.statusCode, proposal.body).toBe(201);
  const accepted = await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const id = accepted.json().mission_id as string;
  const act = (user: TSignedInUser, action: string, payload?: Record<string, unknown>) =>
    user.inject({ method: 'POST', url: `/api/missions/${id}/${action}`, payload });
  expect((await act(carrier, 'confirm')).statusCode).toBe(200);
  const code = (await carrier.inject({ method: 'GET', url: `/api/missions/${id}` })).json().pickup_code as string;
  expect((await act(shipper, 'pickup', { code })).statusCode).toBe(200);
  expect((await act(carrier, 'start')).statusCode).toBe(200);
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(PNG)]), 'livraison.png');
  if (options.waiting?.atLoading !== undefined)
    form.append('waiting_at_loading_minutes', String(options.waiting.atLoading));
  if (options.waiting?.atUnloading !== undefined)
    form.append('waiting_at_unloading_minutes', String(options.waiting.atUnloading));
  const finished = await carrier.inject({ method: 'POST', url: `/api/missions/${id}/finish`, payload: form });
  expect(finished.statusCode, finished.body).toBe(200);
  if ((options.pod ?? 'accepted') === 'accepted') expect((await act(shipper, 'pod/accept')).statusCode).toBe(200);
  return { id, uid };
}
