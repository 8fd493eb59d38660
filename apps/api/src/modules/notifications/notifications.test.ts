import { randomUUID } from 'node:crypto';
import { ZNotificationListResponse } from '@tariq/contracts';
import type { TNotificationType } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TNotificationData } from '../../db/schema';
import { createSignedInUser, createTestApp, startSecondInstance } from '../../test/helpers';
import type { TTestApp, TSignedInUser } from '../../test/helpers';
import { hubToken as sessionHubToken, listen, subscribe } from '../../test/hub';
import { disableUser } from '../accounts';
import { NOTIFICATIONS_CHANNEL, notify } from './notifications.service';

let t: TTestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
}, 60_000);
afterAll(() => t.close());

function send(userIds: string[], type: TNotificationType = 0, data: TNotificationData = { offre_uid: 'ABC-123' }) {
  return t.db.transaction((tx) => notify(t.app.ctx, tx, { userIds, type, data }));
}

async function list(user: TSignedInUser, query = '') {
  const response = await user.inject({ method: 'GET', url: `/api/user/notifications${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZNotificationListResponse.parse(response.json());
}

const view = (user: TSignedInUser, id: string) =>
  user.inject({ method: 'GET', url: `/api/user/notification/view/${id}` });

async function hubToken(user: TSignedInUser) {
  return sessionHubToken(t.app, user.user.id);
}

describe('GET /api/user/notifications', () => {
  it('pages the caller’s notifications newest first, 5 by default, and counts every unread one', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    for (let index = 0; index < 12; index++) {
      await send([me.user.id], 3, { offre_uid: `OFFER-${index}`, updatetype: 'price' });
      t.clock.advance(1000);
    }
    await send([other.user.id]);
    // Account events are pushed, never listed nor counted.
    await send([me.user.id], 9, {});

    const first = await list(me);
    expect(first.data.map((item) => item.data.offre_uid)).toEqual([11, 10, 9, 8, 7].map((n) => `OFFER-${n}`));
    expect(first).toMatchObject({ total_pages: 3, total_not_viewed: 12 });
    expect(first.data[0]).toMatchObject({ type: 3, viewed: false, data: { updatetype: 'price' } });
    const last = await list(me, '?page=3');
    expect(last.data.map((item) => item.data.offre_uid)).toEqual(['OFFER-1', 'OFFER-0']);
    expect((await list(me, '?page=2&limit=10')).data).toHaveLength(2);
    expect(await list(await createSignedInUser(t))).toEqual({ data: [], total_pages: 0, total_not_viewed: 0 });
  });

  it('refuses a bad page or limit with field errors, and an anonymous caller', async () => {
    const me = await createSignedInUser(t);
    const bad = await me.inject({ method: 'GET', url: '/api/user/notifications?page=0&limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['limit', 'page']);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/notifications' })).statusCode).toBe(401);
  });
});

describe('marking notifications viewed', () => {
  it('marks one of the caller’s viewed; someone else’s or an unknown one is not found and changes nothing', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await send([me.user.id, other.user.id]);
    await send([me.user.id]);
    const [newest, oldest] = (await list(me)).data;
    const theirs = (await list(other)).data[0]!;

    const viewed = await view(me, oldest!.id);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toEqual({ success: true });
    const after = await list(me);
    expect(after.total_not_viewed).toBe(1);
    expect(after.data.map((item) => [item.id, item.viewed])).toEqual([
      [newest!.id, false],
      [oldest!.id, true],
    ]);
    // Again: still viewed, still found.
    expect((await view(me, oldest!.id)).statusCode).toBe(200);

    expect((await view(me, theirs.id)).statusCode).toBe(404);
    expect((await view(me, randomUUID())).statusCode).toBe(404);
    expect((await view(me, 'not-an-id')).statusCode).toBe(400);
    expect((await list(other)).total_not_viewed).toBe(1);
  });

  it('marks all of the caller’s viewed, and only theirs', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await send([me.user.id, other.user.id]);
    await send([me.user.id]);
    const response = await me.inject({ method: 'GET', url: '/api/user/notification/viewAll' });
    expect(response.statusCode).toBe(200);
    const mine = await list(me);
    expect(mine.total_not_viewed).toBe(0);
    expect(mine.data.every((item) => item.viewed)).toBe(true);
    expect((await list(other)).total_not_viewed).toBe(1);
  });
});

describe('the push on the user’s topic', () => {
  it('pushes a notification once its transaction commits, with its sequence as event id; never a rolled-back one', async () => {
    const me = await createSignedInUser(t);
    const stream = await subscribe(url, await hubToken(me), [me.user.id]);
    try {
      await t.db
        .transaction(async (tx) => {
          await notify(t.app.ctx, tx, { userIds: [me.user.id], type: 2, data: { offre_uid: 'ROLLED-BACK' } });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await send([me.user.id], 1, { offre_uid: 'KEPT' });
      const events = await stream.waitFor(1);
      expect(events).toHaveLength(1);
      const [listed] = (await list(me)).data;
      expect(events[0]!.data).toEqual(listed);
      expect(events[0]!.data).toMatchObject({ type: 1, viewed: false, data: { offre_uid: 'KEPT' } });
      expect(events[0]!.id).toMatch(/^\d+$/);
    } finally {
      await stream.close();
    }
  });

  it('pushes every notification of one transaction in one message, in the order they were written', async () => {
    const [shipperSide, carrierSide] = [await createSignedInUser(t), await createSignedInUser(t)];
    const stream = await subscribe(url, await hubToken(shipperSide), [shipperSide.user.id]);
    const messages: string[] = [];
    t.app.ctx.pubsub.subscribe(NOTIFICATIONS_CHANNEL, (payload) => messages.push(payload));
    try {
      // As a deal does: the shipper hears of the acceptance, then the carrier of its mission.
      await t.db.transaction(async (tx) => {
        await notify(t.app.ctx, tx, { userIds: [shipperSide.user.id], type: 4, data: { offre_uid: 'ONE-DEAL' } });
        await notify(t.app.ctx, tx, { userIds: [carrierSide.user.id], type: 1, data: { offre_uid: 'ONE-DEAL' } });
      });
      const events = await stream.waitFor(1);
      expect(events[0]!.data).toMatchObject({ type: 4, data: { offre_uid: 'ONE-DEAL' } });
      await vi.waitFor(() => expect(messages).toHaveLength(1));
      const seqs = JSON.parse(messages[0]!) as number[];
      expect(seqs).toHaveLength(2);
      expect(seqs[0]).toBe(Number(events[0]!.id));
      expect(seqs[1]).toBeGreaterThan(seqs[0]!);
    } finally {
      await stream.close();
    }
  });

  it('replays with Last-Event-ID exactly what the subscriber missed, then goes on live', async () => {
    const me = await createSignedInUser(t);
    const first = await subscribe(url, await hubToken(me), [me.user.id]);
    await send([me.user.id], 0, { offre_uid: 'SEEN' });
    const [seen] = await first.waitFor(1);
    await first.close();

    for (const uid of ['MISSED-1', 'MISSED-2', 'MISSED-3']) await send([me.user.id], 0, { offre_uid: uid });
    // Someone else's are not replayed.
    await send([(await createSignedInUser(t)).user.id]);

    for (const via of ['header', 'query'] as const) {
      const resumed = await subscribe(url, await hubToken(me), [me.user.id], via, { lastEventId: seen!.id });
      try {
        const replayed = await resumed.waitFor(3);
        expect(replayed.map((event) => (event.data as { data: { offre_uid: string } }).data.offre_uid)).toEqual([
          'MISSED-1',
          'MISSED-2',
          'MISSED-3',
        ]);
        expect(replayed.map((event) => Number(event.id))).toEqual(
          [...replayed.map((event) => Number(event.id))].sort((a, b) => a - b),
        );
        expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(seen!.id));
        if (via === 'query') {
          await send([me.user.id], 0, { offre_uid: 'LIVE' });
          const all = await resumed.waitFor(4);
          expect((all[3]!.data as { data: { offre_uid: string } }).data.offre_uid).toBe('LIVE');
        }
        expect(resumed.events()).toHaveLength(via === 'query' ? 4 : 3);
      } finally {
        await resumed.close();
      }
    }
  });

  it('refuses a topic the token does not grant, and a disabled user', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    expect((await subscribe(url, await hubToken(me), [other.user.id])).response.status).toBe(403);
    const disabled = await createSignedInUser(t, { disabled: true });
    expect((await subscribe(url, await hubToken(disabled), [disabled.user.id])).response.status).toBe(401);
  });
});

describe('forced logout', () => {
  it('tells every client of a disabled user to log out, then ends their streams', async () => {
    const me = await createSignedInUser(t);
    const bystander = await createSignedInUser(t);
    const mine = await subscribe(url, await hubToken(me), [me.user.id]);
    const theirs = await subscribe(url, await hubToken(bystander), [bystander.user.id]);
    try {
      const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
      const adminAuth = (await t.app.ctx.sessions.find(admin.user.id))!.auth;
      await disableUser(t.app.ctx, { auth: adminAuth, userId: me.user.id });
      expect((await mine.waitFor(1)).map((event) => event.data)).toEqual([{ action: 'logout' }]);
      await expect.poll(() => mine.ended()).toBe(true);
      // The logout message has no id: a client resumes from the last notification it had.
      expect(mine.events()[0]!.id).toBeUndefined();
      expect(theirs.ended()).toBe(false);
      expect(theirs.events()).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('logs out the other tabs and devices of a user who logs out', async () => {
    const me = await createSignedInUser(t);
    const elsewhere = await subscribe(url, await hubToken(me), [me.user.id]);
    try {
      const response = await me.inject({ method: 'POST', url: '/api/user/logout', payload: {} });
      expect(response.statusCode).toBe(200);
      expect((await elsewhere.waitFor(1)).map((event) => event.data)).toEqual([{ action: 'logout' }]);
    } finally {
      await elsewhere.close();
    }
  });
});

// Several instances exist only on PostgreSQL (PGlite holds its folder for one process).
describe.runIf(process.env.DATABASE_URL)('across instances (PostgreSQL)', () => {
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    second = await startSecondInstance(t);
    secondUrl = await listen(second);
    await vi.waitFor(() => expect(second.ctx.pubsub.isListening()).toBe(true));
  });
  afterAll(async () => second.close());

  it('delivers to a subscriber of instance B a notification committed on instance A, and a forced logout', async () => {
    const me = await createSignedInUser(t);
    const stream = await subscribe(secondUrl, await sessionHubToken(second, me.user.id), [me.user.id]);
    try {
      await send([me.user.id], 4, { offre_uid: 'FROM-A', transporteurname: 'Trans Sahel' });
      const [event] = await stream.waitFor(1);
      expect(event!.data).toMatchObject({ type: 4, data: { offre_uid: 'FROM-A', transporteurname: 'Trans Sahel' } });
      await me.inject({ method: 'POST', url: '/api/user/logout', payload: {} });
      expect((await stream.waitFor(2)).map((item) => item.data)[1]).toEqual({ action: 'logout' });
    } finally {
      await stream.close();
    }
  });
});
