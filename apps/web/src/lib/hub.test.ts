import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToHub } from './hub';
import { clearTokens, saveTokens } from './tokens';

function eventStream(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      // Left open, as a live stream is.
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
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
});
