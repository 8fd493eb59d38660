import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUB_RETRY, hubRetryDelay, subscribeToHub } from './hub';
import { clearTokens, saveTokens } from './tokens';

/** A live stream that sends `text`; left open unless `closed` (the hub ended it). */
function eventStream(text: string, { closed = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (closed) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearTokens();
});

describe('subscribeToHub', () => {
  it('follows the topics with the mercure token in a header and hands over each JSON message', async () => {
    saveTokens({ token: 'a', refresh_token: 'r', mercure_token: 'hub-token' });
    const fetchMock = vi.fn(async () =>
      eventStream('retry: 3000\n\nid: 1\ndata: {"uid":"x1","event":"published"}\n\n:\n\nid: 2\ndata: not json\n\n'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const received: unknown[] = [];
    const stop = subscribeToHub(['freights', 'user-1'], (data) => received.push(data));
    await vi.waitFor(() => expect(received).toEqual([{ uid: 'x1', event: 'published' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/.well-known/mercure?topic=freights&topic=user-1');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer hub-token');
    stop();
  });

  it('does not retry a refusal, and does nothing without a token', async () => {
    saveTokens({ token: 'a', refresh_token: 'r', mercure_token: 'old-token' });
    const fetchMock = vi.fn(async () => new Response('', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    const stop = subscribeToHub(['freights'], () => undefined);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();

    clearTokens();
    const none = vi.fn();
    vi.stubGlobal('fetch', none);
    subscribeToHub(['freights'], () => undefined)();
    expect(none).not.toHaveBeenCalled();
  });

  it('reconnects after a network loss, waiting 1 s, then twice as long each time up to 30 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    saveTokens({ token: 'a', refresh_token: 'r', mercure_token: 'hub-token' });
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const stop = subscribeToHub(['user-1'], () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetchMock, `attempt ${index + 2} waits ${wait} ms`).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 2);
    }
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(waits.length + 1);
  });

  it('follows again when the hub ends the stream, from the last event id, after 1 s once it had answered', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    saveTokens({ token: 'a', refresh_token: 'r', mercure_token: 'hub-token' });
    const answers: (() => Promise<Response>)[] = [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => new Response('', { status: 502 }),
      async () => eventStream('id: 41\ndata: {"n":41}\n\nid: 42\ndata: {"n":42}\n\n', { closed: true }),
      async () => eventStream('id: 43\ndata: {"n":43}\n\n'),
    ];
    // fetch-event-source hands the same headers object to every attempt: read each one as sent.
    const sentHeaders: Headers[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      sentHeaders.push(new Headers(init.headers));
      return answers.shift()!();
    });
    vi.stubGlobal('fetch', fetchMock);
    const received: unknown[] = [];
    const stop = subscribeToHub(['user-1'], (data) => received.push(data));
    // Two failures (1 s, then 2 s), then a stream that ends after two events.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(received).toEqual([{ n: 41 }, { n: 42 }]);
    // The open reset the wait: 1 s, not 4 s.
    await vi.advanceTimersByTimeAsync(HUB_RETRY.firstMs);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.waitFor(() => expect(received).toEqual([{ n: 41 }, { n: 42 }, { n: 43 }]));
    expect(sentHeaders.map((headers) => headers.get('last-event-id'))).toEqual([null, null, null, '42']);
    expect(sentHeaders[3]!.get('authorization')).toBe('Bearer hub-token');
    stop();
  });
});

describe('hubRetryDelay', () => {
  it('doubles from 1 s to at most 30 s, and spreads each wait by up to a fifth below', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((failures) => hubRetryDelay(failures, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(hubRetryDelay(0, () => 1)).toBe(800);
    expect(hubRetryDelay(9, () => 0.5)).toBe(27_000);
  });
});
