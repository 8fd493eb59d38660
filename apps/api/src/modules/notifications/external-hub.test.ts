import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FREIGHTS_TOPIC, privateFreightsTopic, trackingTopic } from '@tariq/contracts';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forceLogout, notify } from './notifications.service';
import { publishOfferEvents } from '../offers';
import { createSignedInUser, createTestApp, createUser, login, startSecondInstance } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { listen, subscribe } from '../../test/hub';

const PUBLISHER_KEY = 'publisher-key-publisher-key-publisher-key-0123';
const SUBSCRIBER_KEY = 'subscriber-key-subscriber-key-subscriber-key-01';

type TPublished = { authorization: string; form: URLSearchParams };

/** A stand-in for the reference Mercure hub: it records each publish request it is sent. */
function startFakeMercure() {
  const published: TPublished[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      published.push({ authorization: request.headers.authorization ?? '', form: new URLSearchParams(body) });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('urn:uuid:1');
    });
  });
  return new Promise<{ server: Server; url: string; published: TPublished[] }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/.well-known/mercure`, published });
    });
  });
}

let t: TTestApp;
let mercure: Awaited<ReturnType<typeof startFakeMercure>>;

beforeAll(async () => {
  mercure = await startFakeMercure();
  t = await createTestApp({
    mercure: { url: mercure.url, publisherKey: PUBLISHER_KEY, subscriberKey: SUBSCRIBER_KEY },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  mercure.server.close();
});

const publishedOn = (topic: string) => mercure.published.filter((request) => request.form.get('topic') === topic);

describe('an external Mercure hub (MERCURE_URL, MERCURE_PUBLISHER_JWT_KEY)', () => {
  it('receives each notification after its commit, private to its user, with a publisher token', async () => {
    const me = await createSignedInUser(t);
    await t.db.transaction((tx) =>
      notify(t.app.ctx, tx, { userIds: [me.user.id], type: 1, data: { offre_uid: 'EXT-1' } }),
    );
    await vi.waitFor(() => expect(publishedOn(me.user.id)).toHaveLength(1));
    const [request] = publishedOn(me.user.id);
    expect(request!.form.get('private')).toBe('on');
    expect(request!.form.get('id')).toMatch(/^\d+$/);
    expect(JSON.parse(request!.form.get('data')!)).toMatchObject({ type: 1, data: { offre_uid: 'EXT-1' } });
    const token = /^Bearer (.+)$/.exec(request!.authorization)![1]!;
    const { payload } = await jwtVerify(token, new TextEncoder().encode(PUBLISHER_KEY), {
      currentDate: t.clock.now(),
    });
    expect(payload.mercure).toEqual({ publish: ['*'] });
  });

  it('receives the events of the freights topic and forced logouts', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const uid = 'EXT-OFFER';
    await publishOfferEvents(t.app.ctx, [{ uid, event: 'published' }]);
    await vi.waitFor(() =>
      expect(publishedOn(FREIGHTS_TOPIC).map((request) => JSON.parse(request.form.get('data')!))).toContainEqual({
        uid,
        event: 'published',
      }),
    );
    await forceLogout(t.app.ctx, shipper.user.id);
    await vi.waitFor(() =>
      expect(publishedOn(shipper.user.id).map((request) => request.form.get('data'))).toEqual(['{"action":"logout"}']),
    );
  });

  it('signs mercure_token with the hub’s subscriber key, and our own hub accepts it too', async () => {
    const { email, user } = await createUser(t.db);
    const { body } = await login(t.app, email);
    const { payload } = await jwtVerify(body.mercure_token!, new TextEncoder().encode(SUBSCRIBER_KEY), {
      currentDate: t.clock.now(),
    });
    // A carrier follows its company's private exchange too.
    expect(payload.mercure).toEqual({
      subscribe: [user.id, FREIGHTS_TOPIC, privateFreightsTopic(user.companyId), trackingTopic(user.companyId)],
    });
    const stream = await subscribe(await listen(t.app), body.mercure_token!, [user.id]);
    try {
      expect(stream.response.status).toBe(200);
    } finally {
      await stream.close();
    }
  });

  it('never fails a request when the hub is unreachable', async () => {
    // Another app on the same database, whose hub nothing listens for (refused at once, no timeout).
    const other = await startSecondInstance({
      ...t,
      config: {
        ...t.config,
        mercure: { url: 'http://127.0.0.1:9/unreachable', publisherKey: PUBLISHER_KEY, subscriberKey: PUBLISHER_KEY },
      },
    });
    try {
      const me = await createSignedInUser({ app: other, db: t.db });
      const response = await me.inject({ method: 'POST', url: '/api/user/logout', payload: {} });
      expect(response.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
