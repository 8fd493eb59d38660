import { FREIGHTS_TOPIC, LIMITS } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, createTestApp, createUser, login, startSecondInstance } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { hubToken, listen, subscribe } from '../../test/hub';
import { MAX_STREAMS_PER_OWNER } from './hub';

let t: TTestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
}, 60_000);
afterAll(() => t.close());

describe('the hub at /.well-known/mercure', () => {
  it('streams what is published on a topic it was granted, each event with an id', async () => {
    const carrier = await createSignedInUser(t);
    const token = await hubToken(t.app, carrier.user.id);
    const stream = await subscribe(baseUrl, token, [FREIGHTS_TOPIC]);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      t.app.ctx.hub.publish(FREIGHTS_TOPIC, { data: '{"uid":"a1","event":"published"}' });
      t.app.ctx.hub.publish(carrier.user.id, { data: '{"not":"subscribed"}' });
      t.app.ctx.hub.publish(FREIGHTS_TOPIC, { data: '{"uid":"a1","event":"withdrawn"}' });
      const events = await stream.waitFor(2);
      expect(events.map((event) => event.data)).toEqual([
        { uid: 'a1', event: 'published' },
        { uid: 'a1', event: 'withdrawn' },
      ]);
      expect(events[0]!.id).toMatch(/^urn:uuid:/);
    } finally {
      await stream.close();
    }
  });

  it('takes the token from the query string too, for EventSource, which sends no headers', async () => {
    const carrier = await createSignedInUser(t);
    const token = await hubToken(t.app, carrier.user.id);
    const stream = await subscribe(baseUrl, token, [FREIGHTS_TOPIC, carrier.user.id], 'query');
    try {
      expect(stream.response.status).toBe(200);
      t.app.ctx.hub.publish(carrier.user.id, { data: '{"action":"logout"}' });
      expect((await stream.waitFor(1)).map((event) => event.data)).toEqual([{ action: 'logout' }]);
    } finally {
      await stream.close();
    }
  });

  it("refuses another user's topic (403), a missing or forged token (401) and no topic (400)", async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const token = await hubToken(t.app, me.user.id);
    const theirs = await subscribe(baseUrl, token, [other.user.id]);
    expect(theirs.response.status).toBe(403);
    const mixed = await subscribe(baseUrl, token, [me.user.id, other.user.id]);
    expect(mixed.response.status).toBe(403);
    // An API access token is not a hub token.
    const accessToken = await subscribe(baseUrl, me.token, [me.user.id]);
    expect(accessToken.response.status).toBe(401);
    const none = await fetch(`${baseUrl}/.well-known/mercure?topic=${FREIGHTS_TOPIC}`);
    expect(none.status).toBe(401);
    const noTopic = await fetch(`${baseUrl}/.well-known/mercure`, { headers: { authorization: `Bearer ${token}` } });
    expect(noTopic.status).toBe(400);
    expect(t.app.ctx.hub.subscriberCount()).toBe(0);
  });

  it('forgets a subscriber that went away', async () => {
    const carrier = await createSignedInUser(t);
    const token = await hubToken(t.app, carrier.user.id);
    const stream = await subscribe(baseUrl, token, [FREIGHTS_TOPIC]);
    expect(t.app.ctx.hub.subscriberCount()).toBe(1);
    await stream.close();
    await expect.poll(() => t.app.ctx.hub.subscriberCount()).toBe(0);
  });

  it('refuses the mercure_token of a login once that session logged out, on every instance', async () => {
    const { email, user } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const second = t.db.driver === 'postgres' ? await startSecondInstance(t) : null;
    try {
      const urls = [baseUrl, ...(second ? [await listen(second)] : [])];
      for (const url of urls) {
        const before = await subscribe(url, session.mercure_token!, [user.id]);
        expect(before.response.status, url).toBe(200);
        await before.close();
      }
      const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(session.token) });
      expect(logout.statusCode).toBe(200);
      for (const url of urls) {
        const after = await subscribe(url, session.mercure_token!, [user.id]);
        expect(after.response.status, url).toBe(401);
      }
    } finally {
      await second?.close();
    }
  });

  it('refuses it once its refresh-token family is revoked, and does not let it outlive the session', async () => {
    const { email, user } = await createUser(t.db);
    const revoked = (await login(t.app, email)).body;
    const kept = (await login(t.app, email)).body;
    // Logging out one session (by its refresh token) ends that session's hub token only.
    await t.app.inject({ method: 'POST', url: '/api/user/logout', payload: { refresh_token: revoked.refresh_token } });
    expect((await subscribe(baseUrl, revoked.mercure_token!, [user.id])).response.status).toBe(401);
    const live = await subscribe(baseUrl, kept.mercure_token!, [user.id]);
    expect(live.response.status).toBe(200);
    await live.close();
    // Past the session's absolute expiry the token is refused, though nobody logged out.
    t.clock.advance(LIMITS.refreshTokenTtlSeconds * 1000 + 1000);
    expect((await subscribe(baseUrl, kept.mercure_token!, [user.id])).response.status).toBe(401);
  });

  it('caps the open streams of one user with 429 and Retry-After, without touching other users', async () => {
    const me = await createSignedInUser(t);
    const token = await hubToken(t.app, me.user.id);
    const streams = [];
    try {
      for (let index = 0; index < MAX_STREAMS_PER_OWNER; index++) {
        const stream = await subscribe(baseUrl, token, [me.user.id]);
        expect(stream.response.status).toBe(200);
        streams.push(stream);
      }
      const refused = await fetch(`${baseUrl}/.well-known/mercure?topic=${FREIGHTS_TOPIC}`, {
        headers: { authorization: `Bearer ${token}`, 'user-language': 'en' },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_REQUESTS');

      const other = await createSignedInUser(t);
      const theirs = await subscribe(baseUrl, await hubToken(t.app, other.user.id), [other.user.id]);
      expect(theirs.response.status).toBe(200);
      await theirs.close();

      // A closed tab frees its place.
      await streams.pop()!.close();
      await expect.poll(() => t.app.ctx.hub.streamsOf(me.user.id)).toBe(MAX_STREAMS_PER_OWNER - 1);
      const again = await subscribe(baseUrl, token, [me.user.id]);
      expect(again.response.status).toBe(200);
      streams.push(again);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
