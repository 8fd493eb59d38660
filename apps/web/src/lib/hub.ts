import { fetchEventSource } from '@microsoft/fetch-event-source';
import { getMercureToken } from './tokens';

/** The real-time hub (Mercure subscribe protocol), served on the app's own origin. */
export const HUB_PATH = '/.well-known/mercure';

/** Reconnection after a loss: 1 s, doubling up to 30 s; back to 1 s once the hub answers again. */
export const HUB_RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;

/**
 * The wait before the next attempt, after `failures` attempts in a row that failed. Each wait is cut
 * by up to a fifth at random: after a server restart every open tab comes back, and they should not
 * all knock in the same millisecond.
 */
export function hubRetryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(HUB_RETRY.maxMs, HUB_RETRY.firstMs * 2 ** failures);
  return Math.round(ceiling * (1 - 0.2 * random()));
}

/** Refused for good (no token, or one that does not grant the topic): retrying would not help. */
class HubRefused extends Error {}
/** The hub ended the stream (restart, a proxy's idle timeout): follow again, as after a network loss. */
class HubClosed extends Error {}

/**
 * Follows topics of the hub and hands each message's JSON to `onMessage`. The token travels in a
 * header (fetch-based SSE), not in the URL. After a network loss or a closed stream it reconnects
 * with a growing wait (`hubRetryDelay`), and the hub replays what was missed: fetch-event-source
 * keeps the last `id:` it read and sends it as `last-event-id` on every later attempt of this
 * subscription. Answers a function that stops following.
 */
export function subscribeToHub(topics: readonly string[], onMessage: (data: unknown) => void): () => void {
  const token = getMercureToken();
  const controller = new AbortController();
  if (!token) return () => controller.abort();
  const params = new URLSearchParams(topics.map((topic): [string, string] => ['topic', topic]));
  let failures = 0;
  void fetchEventSource(`${HUB_PATH}?${params}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
    // Keep following while the tab is hidden: a dispatcher's list must be right when they come back.
    openWhenHidden: true,
    async onopen(response) {
      if (response.status === 401 || response.status === 403) throw new HubRefused();
      if (!response.ok) throw new Error(`hub answered ${response.status}`);
      failures = 0;
    },
    onmessage(message) {
      if (!message.data) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return; // not JSON: not ours
      }
      try {
        onMessage(data);
      } catch (error) {
        // Thrown on, it would end the stream, and the replay after reconnecting would throw again.
        console.error('hub: a message handler failed', error);
      }
    },
    onclose() {
      throw new HubClosed();
    },
    onerror(error) {
      if (error instanceof HubRefused) throw error;
      return hubRetryDelay(failures++);
    },
  }).catch(() => undefined);
  return () => controller.abort();
}
