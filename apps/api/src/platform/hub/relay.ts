import type { TAppContext } from '../context';

/**
 * Events for the hub's topics from any instance (issue 29: positions of missions in progress, a
 * driver's assignments): published on the pub/sub channel, every instance tells its own hub's
 * subscribers, and an external hub, when there is one, is told once by the instance that published.
 */
export const HUB_RELAY_CHANNEL = 'tariq_hub_relay';

export async function publishToTopics(
  ctx: Pick<TAppContext, 'pubsub' | 'externalHub'>,
  topics: readonly string[],
  data: string,
): Promise<void> {
  await ctx.pubsub.publish(HUB_RELAY_CHANNEL, JSON.stringify({ topics, data }));
  if (ctx.externalHub) await Promise.all(topics.map((topic) => ctx.externalHub!.publish(topic, { id: null, data })));
}

/** Every instance, once: what any instance published goes to this instance's subscribers. */
export function relayHubEvents(ctx: Pick<TAppContext, 'pubsub' | 'hub'>): void {
  ctx.pubsub.subscribe(HUB_RELAY_CHANNEL, (payload) => {
    if (ctx.hub.subscriberCount() === 0) return;
    let message: { topics?: unknown; data?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (!Array.isArray(message.topics) || typeof message.data !== 'string') return;
    for (const topic of message.topics) if (typeof topic === 'string') ctx.hub.publish(topic, { data: message.data });
  });
}
