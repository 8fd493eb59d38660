import type { TFreightEvent } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';

/**
 * What happened to offers in the exchange, told to every instance after the commit: the freight
 * search drops its cached answers, and the real-time hub forwards it on the public `freights` topic.
 * Uids only, never bodies: NOTIFY caps a payload at 8000 bytes.
 */
export const OFFER_EVENTS_CHANNEL = 'tariq_freights';
const EVENTS_PER_MESSAGE = 100;

export async function publishOfferEvents(ctx: Pick<TAppContext, 'pubsub'>, events: TFreightEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += EVENTS_PER_MESSAGE) {
    await ctx.pubsub.publish(OFFER_EVENTS_CHANNEL, JSON.stringify(events.slice(start, start + EVENTS_PER_MESSAGE)));
  }
}

export function subscribeOfferEvents(
  ctx: Pick<TAppContext, 'pubsub'>,
  handler: (events: TFreightEvent[]) => void,
): void {
  ctx.pubsub.subscribe(OFFER_EVENTS_CHANNEL, (payload) => {
    let events: TFreightEvent[];
    try {
      events = JSON.parse(payload) as TFreightEvent[];
    } catch {
      return;
    }
    handler(events);
  });
}
