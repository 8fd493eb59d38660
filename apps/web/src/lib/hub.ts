import { fetchEventSource } from '@microsoft/fetch-event-source';
import { getMercureToken } from './tokens';

/** The real-time hub (Mercure subscribe protocol), served on the app's own origin. */
export const HUB_PATH = '/.well-known/mercure';

const RETRY_MS = 3000;

/** Refused for good (no token, or one that does not grant the topic): retrying would not help. */
class HubRefused extends Error {}

/**
 * Follows topics of the hub and hands each message's JSON to `onMessage`, reconnecting after a
 * network loss. The token travels in a header (fetch-based SSE), not in the URL. Answers a function
 * that stops following.
 */
export function subscribeToHub(topics: readonly string[], onMessage: (data: unknown) => void): () => void {
  const token = getMercureToken();
  const controller = new AbortController();
  if (!token) return () => controller.abort();
  const params = new URLSearchParams(topics.map((topic): [string, string] => ['topic', topic]));
  void fetchEventSource(`${HUB_PATH}?${params}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
    // Keep following while the tab is hidden: a dispatcher's list must be right when they come back.
    openWhenHidden: true,
    async onopen(response) {
      if (response.status === 401 || response.status === 403) throw new HubRefused();
      if (!response.ok) throw new Error(`hub answered ${response.status}`);
    },
    onmessage(message) {
      if (!message.data) return;
      try {
        onMessage(JSON.parse(message.data) as unknown);
      } catch {
        /* not JSON: not ours */
      }
    },
    onerror(error) {
      if (error instanceof HubRefused) throw error;
      return RETRY_MS;
    },
  }).catch(() => undefined);
  return () => controller.abort();
}
