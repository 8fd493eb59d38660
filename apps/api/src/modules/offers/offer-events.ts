import { randomUUID } from 'node:crypto';
import { FREIGHTS_TOPIC } from '@tariq/contracts';
import type { TFreightEvent } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';

/**
 * What happened to offers in the exchange, told to every instance after the commit: the freight
 * search drops its cached answers, and the real-time hub forwards it on the public `freights` topic.
 * Uids only, never bodies: NOTIFY caps a payload at 8000 bytes.
 */
export const OFFER_EVENTS_CHANNEL = 'tariq_freights';
const EVENTS_PER_MESSAGE = 100;

/** A handler may answer a promise: this instance's writes answer once it is kept (the search index reads the offers again). */
type THandler = (events: TFreightEvent[]) => void | Promise<void>;
type TMessage = { from: string; events: TFreightEvent[] };

type TEventsContext = Pick<TAppContext, 'pubsub' | 'externalHub' | 'instanceState'>;

/** Per app instance: its id, and its handlers, told at once of this instance's own events. */
const instances = defineInstanceState('offers.events', () => ({ id: randomUUID(), handlers: new Set<THandler>() }));

export async function publishOfferEvents(ctx: TEventsContext, events: TFreightEvent[]): Promise<void> {
  if (events.length === 0) return;
  const instance = instances.of(ctx);
  const messages: Promise<void>[] = [];
  for (let start = 0; start < events.length; start += EVENTS_PER_MESSAGE) {
    const message: TMessage = { from: instance.id, events: events.slice(start, start + EVENTS_PER_MESSAGE) };
    messages.push(ctx.pubsub.publish(OFFER_EVENTS_CHANNEL, JSON.stringify(message)));
  }
  // Before the answer leaves, both: this instance's handlers have kept the change (its next search
  // sees it), and the other instances' notifications are committed (their next barrier brings them).
  await Promise.all([...[...instance.handlers].map((handler) => handler(events)), ...messages]);
  const { externalHub } = ctx;
  if (externalHub) {
    void events.reduce(
      (previous, event) => previous.then(() => externalHub.publish(FREIGHTS_TOPIC, { data: JSON.stringify(event) })),
      Promise.resolve(),
    );
  }
}

/** Offer events of every instance, each once: this instance's at once, the others' through the pub/sub. */
export function subscribeOfferEvents(ctx: TEventsContext, handler: THandler): void {
  const instance = instances.of(ctx);
  instance.handlers.add(handler);
  ctx.pubsub.subscribe(OFFER_EVENTS_CHANNEL, (payload) => {
    let message: TMessage;
    try {
      message = JSON.parse(payload) as TMessage;
    } catch {
      return;
    }
    if (message.from !== instance.id && Array.isArray(message.events)) void handler(message.events);
  });
}
