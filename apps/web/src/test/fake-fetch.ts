import { vi } from 'vitest';

export type TFakeCall = { url: URL; init: RequestInit };

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stands in for the server: every `fetch` goes to `handler`; the calls are kept in order.
 * Pair with `afterEach(() => vi.unstubAllGlobals())`.
 */
export function serveFetch(handler: (call: TFakeCall) => Response | Promise<Response>): TFakeCall[] {
  const calls: TFakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = { url: new URL(input, 'http://tariq.test'), init };
    calls.push(call);
    return handler(call);
  });
  return calls;
}
