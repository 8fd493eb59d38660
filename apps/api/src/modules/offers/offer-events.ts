import { randomUUID } from 'node:crypto';
import { FREIGHTS_TOPIC, privateFreightsTopic } from '@tariq/contracts';
import type { TFreightEvent } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { findAudienceCompanyIds } from '../private-exchange';

/**
 * What happened to offers in the exchange, told to every instance after the commit: the freight
 * search drops its cached answers, and the real-time hub forwards it on the public `freights` topic,
 * or, for a private offer, on the private-exchange topic of each carrier company of its audience.
 * Uids only, never bodies: NOTIFY caps a payload at 8000 bytes.
 */
export const OFFER_EVENTS_CHANNEL = 'tariq_freights';
const EVENTS_PER_MESSAGE = 100;
/** Companies named in one message of a private offer's event (36 characters each: well under 8000 bytes). */
const AUDIENCE_PER_MESSAGE = 150;

/**
 * An event as a module tells it: `private` when the offer is in the private exchange (its audience
 * is looked up), or its `audience` already read (an offer deleted with its audience).
 */
export type TOfferEvent = TFreightEvent & { private?: boolean; audience?: string[] };
/** An event as handlers hear it: a private offer's names the carrier companies it may reach. */
export type TOfferEventMessage = TFreightEvent & { audience?: string[] };

/** A handler may answer a promise: this instance's writes answer once it is kept (the search index reads the offers again). */
type THandler = (events: TOfferEventMessage[]) => void | Promise<void>;
type TMessage = { from: string; events: TOfferEventMessage[] };

type TEventsContext = Pick<TAppContext, 'pubsub' | 'externalHub' | 'instanceState' | 'db'>;

/** Per app instance: its id, and its handlers, told at once of this instance's own events. */
const instances = defineInstanceState('offers.events', () => ({ id: randomUUID(), handlers: new Set<THandler>() }));

/** The events as handlers hear them: a private offer's with its audience, in slices a message can carry. */
async function withAudiences(ctx: TEventsContext, events: TOfferEvent[]): Promise<TOfferEventMessage[][]> {
  const isPrivate = (event: TOfferEvent) => event.private === true || event.audience !== undefined;
  const privateUids = events.filter((event) => event.private && !event.audience).map((event) => event.uid);
  const audiences =
    privateUids.length === 0
      ? new Map<string, string[]>()
      : await ctx.db.read((db) => findAudienceCompanyIds(db, privateUids));
  const batches: TOfferEventMessage[][] = [];
  const publicEvents = events.filter((event) => !isPrivate(event)).map(({ uid, event }) => ({ uid, event }));
  for (let start = 0; start < publicEvents.length; start += EVENTS_PER_MESSAGE) {
    batches.push(publicEvents.slice(start, start + EVENTS_PER_MESSAGE));
  }
  for (const item of events.filter(isPrivate)) {
    const { uid, event } = item;
    const audience = item.audience ?? audiences.get(uid) ?? [];
    for (let start = 0; start < audience.length; start += AUDIENCE_PER_MESSAGE) {
      batches.push([{ uid, event, audience: audience.slice(start, start + AUDIENCE_PER_MESSAGE) }]);
    }
  }
  return batches;
}

/** The hub topics an event goes to: the public one, or its audience's private ones. */
export function offerEventTopics(event: TOfferEventMessage): string[] {
  return event.audience ? event.audience.map(privateFreightsTopic) : [FREIGHTS_TOPIC];
}

export async function publishOfferEvents(ctx: TEventsContext, events: TOfferEvent[]): Promise<void> {
  if (events.length === 0) return;
  const instance = instances.of(ctx);
  const batches = await withAudiences(ctx, events);
  const messages = batches.map((batch) =>
    ctx.pubsub.publish(OFFER_EVENTS_CHANNEL, JSON.stringify({ from: instance.id, events: batch } satisfies TMessage)),
  );
  const heard = batches.flat();
  // Before the answer leaves, both: this instance's handlers have kept the change (its next search
  // sees it), and the other instances' notifications are committed (their next barrier brings them).
  await Promise.all([...[...instance.handlers].map((handler) => handler(heard)), ...messages]);
  const { externalHub } = ctx;
  if (externalHub) {
    const sends = heard.flatMap((item) =>
      offerEventTopics(item).map((topic) => ({ topic, data: JSON.stringify({ uid: item.uid, event: item.event }) })),
    );
    void sends.reduce(
      (previous, send) => previous.then(() => externalHub.publish(send.topic, { data: send.data })),
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
