import { FREIGHTS_TOPIC } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { listen, subscribe } from '../../test/hub';

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
    const token = await t.app.ctx.tokens.signMercureToken(carrier.user.id);
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
    const token = await t.app.ctx.tokens.signMercureToken(carrier.user.id);
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
    const token = await t.app.ctx.tokens.signMercureToken(me.user.id);
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
    const token = await t.app.ctx.tokens.signMercureToken(carrier.user.id);
    const stream = await subscribe(baseUrl, token, [FREIGHTS_TOPIC]);
    expect(t.app.ctx.hub.subscriberCount()).toBe(1);
    await stream.close();
    await expect.poll(() => t.app.ctx.hub.subscriberCount()).toBe(0);
  });
});
