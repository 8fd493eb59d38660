import type { TNotificationEventKey, TOfferStatus } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import type { TOfferRow } from './offers.repository';

/**
 * What the offers module tells the modules built on it (proposals, missions), inside the
 * transaction of the change: offers imports neither, they listen here (from their `setup`).
 * Handlers run in the order they were registered, which is the module list's order.
 */

/** The events of the notification table an offer's change sends to the carriers involved in it. */
export type TOfferNoticeEvent = Extract<
  TNotificationEventKey,
  | 'offerChanged'
  | 'offerPriceChanged'
  | 'offerReferenceChanged'
  | 'offerDateChanged'
  | 'shipmentCancelled'
  | 'shipmentDeleted'
>;

/** A change the carriers involved in an offer must hear of (changed, or withdrawn). */
export type TOfferNotice = {
  offer: TOfferRow;
  event: TOfferNoticeEvent;
};

/** The offer left the exchange for good while proposals or a mission may still hang on it. */
export type TOfferClosed = {
  offer: TOfferRow;
  status: Extract<TOfferStatus, 'cancelled' | 'expired'>;
  /** The shipper who cancelled; null when the offer expired. */
  actor: TAuth | null;
  reason: string | null;
  now: Date;
};

type THandler<T> = (ctx: TAppContext, tx: TTx, event: T) => Promise<void>;

const handlers = defineInstanceState('offers.lifecycle', () => ({
  notice: [] as THandler<TOfferNotice>[],
  closed: [] as THandler<TOfferClosed>[],
}));

export function onOfferNotice(ctx: TAppContext, handler: THandler<TOfferNotice>): void {
  handlers.of(ctx).notice.push(handler);
}

export function onOfferClosed(ctx: TAppContext, handler: THandler<TOfferClosed>): void {
  handlers.of(ctx).closed.push(handler);
}

export async function tellOfferNotice(ctx: TAppContext, tx: TTx, event: TOfferNotice): Promise<void> {
  for (const handler of handlers.of(ctx).notice) await handler(ctx, tx, event);
}

export async function tellOfferClosed(ctx: TAppContext, tx: TTx, event: TOfferClosed): Promise<void> {
  for (const handler of handlers.of(ctx).closed) await handler(ctx, tx, event);
}
