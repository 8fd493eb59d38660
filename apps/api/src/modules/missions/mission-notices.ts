import { notificationOf } from '@tariq/contracts';
import type { TNotificationEventKey } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TAppContext } from '../../platform/context';
import { notifyCompanies } from '../accounts';
import type { TMissionView } from './missions.repository';

type TNoticeContext = Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>;

/**
 * Tells the shipper's users of a step on their mission, naming the carrier: their bell rings and
 * their open page of the offer reads it again. In the step's transaction: a rolled-back step tells no one.
 */
export function tellShipper(ctx: TNoticeContext, tx: TTx, view: TMissionView, event: TNotificationEventKey) {
  return notifyCompanies(
    ctx,
    tx,
    [view.mission.shipperCompanyId],
    notificationOf(event, { offre_uid: view.offer.uid, transporteurname: view.carrierName }),
  );
}

/** Tells the carrier's users of a step on their mission, naming the shipper. */
export function tellCarrier(ctx: TNoticeContext, tx: TTx, view: TMissionView, event: TNotificationEventKey) {
  return notifyCompanies(
    ctx,
    tx,
    [view.mission.carrierCompanyId],
    notificationOf(event, { offre_uid: view.offer.uid, expediteurname: view.shipperName }),
  );
}
