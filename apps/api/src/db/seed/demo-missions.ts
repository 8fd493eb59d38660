import { DEAL_LIMITS, NUMBER_PREFIXES } from '@tariq/contracts';
import type { TMissionEvent, TMissionStatus } from '@tariq/contracts';
import { inArray } from 'drizzle-orm';
import type { TTx } from '../client';
import { allocateNumbers } from '../numbers';
import { auditLog, missionPods, missions, offers, proposals } from '../schema';
import type { TNewOfferRow } from '../schema';
import type { TRandom } from './offer-generator';
import { footprintOf } from '../../modules/routing';

type TParty = { companyId: string; userId: string };

/** Algeria keeps UTC+1 all year: an offer's local day and time as a moment. */
function algiersMoment(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+01:00`);
}

const minutes = (at: Date, count: number) => new Date(at.getTime() + count * 60_000);

/** The distance and CO2e a deal stores (issue 31), as the missions module figures them. */
function demoFootprint(offer: TNewOfferRow) {
  const distanceKm = offer.distanceKm ?? null;
  const footprint = footprintOf({ distanceKm, truckType: offer.truckType, weightKg: offer.weightKg });
  return {
    distanceKm,
    distanceSource: distanceKm === null ? null : ('estimate' as const),
    vehicleClass: footprint.vehicleClass,
    co2eKg: footprint.co2eKg === null ? null : footprint.co2eKg.toFixed(1),
    co2Method: footprint.co2eKg === null ? null : footprint.co2Method,
  };
}

/** The mission status of an offer that has a carrier. */
const MISSION_STATUS_OF = {
  scheduled: 'scheduled',
  in_progress: 'in_progress',
  completed: 'completed',
} as const satisfies Partial<Record<TNewOfferRow['status'] & string, TMissionStatus>>;

/**
 * The deals behind the demo shipper's scheduled, in-progress and completed offers: the demo carrier
 * proposed, was chosen and confirmed the charter; the ones under way had their pickup verified and
 * started; the completed ones sent a proof the shipper accepted. Each step is in the timeline, as
 * the app records it, so a new user opening one sees a mission as it would be.
 */
export async function seedDemoMissions(
  tx: TTx,
  options: { offers: readonly TNewOfferRow[]; shipper: TParty; carrier: TParty; random: TRandom; now: Date },
): Promise<number> {
  const { shipper, carrier, random } = options;
  const dealt = options.offers.filter((offer) => offer.status && offer.status in MISSION_STATUS_OF);
  if (dealt.length === 0) return 0;
  const ids = new Map(
    (
      await tx
        .select({ id: offers.id, uid: offers.uid })
        .from(offers)
        .where(
          inArray(
            offers.uid,
            dealt.map((offer) => offer.uid),
          ),
        )
    ).map((row) => [row.uid, row.id]),
  );
  for (const offer of dealt) {
    const offerId = ids.get(offer.uid)!;
    const status = MISSION_STATUS_OF[offer.status as keyof typeof MISSION_STATUS_OF];
    const publishedAt = offer.publishedAt ?? options.now;
    // Picked up at the departure's time, or two hours ago for one leaving later today.
    const pickedUpAt =
      status === 'scheduled'
        ? null
        : new Date(
            Math.min(algiersMoment(offer.depDate, offer.depTime).getTime(), minutes(options.now, -120).getTime()),
          );
    // Chosen after its publication, and before now and the pickup, whichever comes first.
    const latest = Math.min(options.now.getTime(), pickedUpAt?.getTime() ?? Infinity) - 60 * 60_000;
    const chosenAt = new Date(Math.min(minutes(publishedAt, random.int(30, 300)).getTime(), latest));
    const proposedAt = minutes(chosenAt, -random.int(10, 120));
    const price = offer.price ?? (Math.round(random.int(40_000, 300_000) / 500) * 500).toFixed(2);
    const [proposal] = await tx
      .insert(proposals)
      .values({
        offerId,
        carrierCompanyId: carrier.companyId,
        carrierUserId: carrier.userId,
        kind: 'proposal',
        status: 'validated',
        price,
        currency: offer.currency ?? 'DZD',
        comment: 'Semi disponible, chauffeur expérimenté.',
        createdAt: proposedAt,
        decidedAt: chosenAt,
      })
      .returning({ id: proposals.id });
    const [number] = await allocateNumbers(tx, {
      kind: 'mission',
      prefix: NUMBER_PREFIXES.mission,
      at: chosenAt,
      count: 1,
    });
    const confirmedAt = minutes(chosenAt, random.int(2, 25));
    const startedAt = pickedUpAt && minutes(pickedUpAt, 10);
    const completedAt = status === 'completed' ? algiersMoment(offer.destDate, offer.destTime) : null;
    const [mission] = await tx
      .insert(missions)
      .values({
        number: number!,
        offerId,
        proposalId: proposal!.id,
        carrierCompanyId: carrier.companyId,
        shipperCompanyId: shipper.companyId,
        status,
        price,
        currency: offer.currency ?? 'DZD',
        charterStatus: 'confirmed',
        ...demoFootprint(offer),
        charterDueAt: minutes(chosenAt, DEAL_LIMITS.tacitAcceptanceMinutes),
        charterDecidedAt: confirmedAt,
        pickupCode: String(random.int(100_000, 999_999)),
        pickupVerifiedAt: pickedUpAt,
        startedAt,
        completedAt,
        createdAt: chosenAt,
        updatedAt: completedAt ?? startedAt ?? confirmedAt,
      })
      .returning({ id: missions.id });
    const missionId = mission!.id;
    const steps: Array<[TMissionEvent, TParty, Date, Record<string, unknown>]> = [
      ['created', shipper, chosenAt, { status: 'scheduled', charter_status: 'pending' }],
      ['charter_confirmed', carrier, confirmedAt, { charter_status: 'confirmed' }],
    ];
    if (pickedUpAt && startedAt) {
      steps.push(['pickup_verified', shipper, pickedUpAt, {}]);
      steps.push(['started', carrier, startedAt, { status: 'in_progress' }]);
    }
    if (completedAt) {
      const acceptedAt = minutes(completedAt, random.int(5, 25));
      await tx.insert(missionPods).values({
        missionId,
        round: 1,
        status: 'accepted',
        sentAt: completedAt,
        dueAt: minutes(completedAt, DEAL_LIMITS.tacitAcceptanceMinutes),
        decidedAt: acceptedAt,
      });
      steps.push(['completed', carrier, completedAt, { status: 'completed', round: 1 }]);
      steps.push(['pod_accepted', shipper, acceptedAt, { pod_status: 'accepted', round: 1 }]);
    }
    await tx.insert(auditLog).values(
      steps.map(([event, actor, at, after]) => ({
        actorUserId: actor.userId,
        actorCompanyId: actor.companyId,
        action: `mission.${event}`,
        entityType: 'mission',
        entityId: missionId,
        after,
        createdAt: at,
      })),
    );
  }
  return dealt.length;
}
