import type { TOptionValue } from '../catalogues/options';
import { multiplyByQuantity } from './money';
import type { TCentimes } from './money';

/** Full load (`ftl`) or partial load (`ltl`), as `OPTION_LISTS.truckLoading` names them. */
export type TLoadKind = TOptionValue<'truckLoading'>;

/**
 * Immobilisation fees: the truck's waiting at loading or at unloading beyond the handling
 * allowance is billed by the hour. The allowance is the spec's; it applies at each stop on its own
 * (issue 30: "when the waiting time at loading or unloading went beyond the allowance").
 *
 * Billing step (our choice, what carriers and shippers in road haulage expect): each started half
 * hour beyond the allowance is due ("toute demi-heure commencée est due"), counted at each stop
 * separately — a waiting is attested at its own site and settled there, and one stop's spare time
 * does not pay for another's delay. Finer than the hour, which would bill 59 minutes of 1 as 60,
 * and no tolerance: the allowance is the tolerance.
 */
export const HANDLING_ALLOWANCE = {
  source:
    'Spec 001 §9 ("Handling allowance: 2 h full load, 1 h partial load"); issue 30 (per stop, at loading and at unloading)',
  recordedOn: '2026-11-25',
  minutes: { ftl: 120, ltl: 60 },
  /** Waiting beyond the allowance is billed by started steps of this many minutes. */
  billingStepMinutes: 30,
} as const satisfies { minutes: Record<TLoadKind, number> } & Record<string, unknown>;

/**
 * Whether a load is full or partial: the offer does not say (the spec's offer form has no such
 * field), so it is read from the goods. A load is full when it takes a whole trailer: the offer
 * form's largest loading length (spec 001 §9: 13.2 loading metres, `OFFER_LIMITS.mplMax`), or the
 * 24 t payload of a standard semi-trailer (40 t gross weight less the tractor's and the trailer's
 * tare).
 */
export const FULL_LOAD = {
  source:
    "Spec 001 §9 (loading metres at most 13.2: the offer form's whole trailer); standard semi-trailer payload about 24 t at 40 t gross vehicle weight. Spec 001 §9 gives the allowances, not this rule",
  recordedOn: '2026-11-28',
  loadingMetres: 13.2,
  weightKg: 24_000,
} as const;

export function loadKindOf(goods: { mpl: number; weightKg: number }): TLoadKind {
  return goods.mpl >= FULL_LOAD.loadingMetres || goods.weightKg >= FULL_LOAD.weightKg ? 'ftl' : 'ltl';
}

export type TImmobilisationInput = {
  loadKind: TLoadKind;
  /** Waiting at the loading site, in whole minutes (null or 0 when none was recorded). */
  waitingAtLoadingMinutes: number | null;
  waitingAtUnloadingMinutes: number | null;
};

export type TImmobilisation = {
  allowanceMinutes: number;
  /** Minutes beyond the allowance at each stop. */
  excessAtLoadingMinutes: number;
  excessAtUnloadingMinutes: number;
  /** Hours to bill: each stop's excess rounded up to the started half hour, added up. */
  billableHours: number;
};

function excessSteps(waitingMinutes: number | null, allowanceMinutes: number): { excess: number; steps: number } {
  const waiting = waitingMinutes ?? 0;
  if (!Number.isSafeInteger(waiting) || waiting < 0) throw new RangeError(`not a waiting time in minutes: ${waiting}`);
  const excess = Math.max(0, waiting - allowanceMinutes);
  return { excess, steps: Math.ceil(excess / HANDLING_ALLOWANCE.billingStepMinutes) };
}

/** The billable waiting of a mission: 2 h 10 at loading of a full load is half an hour. */
export function billableImmobilisation(input: TImmobilisationInput): TImmobilisation {
  const allowanceMinutes = HANDLING_ALLOWANCE.minutes[input.loadKind];
  const loading = excessSteps(input.waitingAtLoadingMinutes, allowanceMinutes);
  const unloading = excessSteps(input.waitingAtUnloadingMinutes, allowanceMinutes);
  const steps = loading.steps + unloading.steps;
  return {
    allowanceMinutes,
    excessAtLoadingMinutes: loading.excess,
    excessAtUnloadingMinutes: unloading.excess,
    billableHours: (steps * HANDLING_ALLOWANCE.billingStepMinutes) / 60,
  };
}

export type TImmobilisationLine = TImmobilisation & {
  kind: 'immobilisation';
  /** The line's quantity: the billable hours (multiples of 0.5). */
  quantity: number;
  /** The price of an hour, excluding tax. */
  unitPriceHt: TCentimes;
  amountHt: TCentimes;
};

/**
 * The invoice line a draft proposes for the waiting beyond the allowance, or null when there is
 * none to bill. Hours and price per hour stay editable on the draft.
 */
export function proposeImmobilisationLine(
  input: TImmobilisationInput & { unitPricePerHourHt: TCentimes },
): TImmobilisationLine | null {
  const immobilisation = billableImmobilisation(input);
  if (immobilisation.billableHours === 0) return null;
  return {
    kind: 'immobilisation',
    ...immobilisation,
    quantity: immobilisation.billableHours,
    unitPriceHt: input.unitPricePerHourHt,
    amountHt: multiplyByQuantity(input.unitPricePerHourHt, immobilisation.billableHours),
  };
}
