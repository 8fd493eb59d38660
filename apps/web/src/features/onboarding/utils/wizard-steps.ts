import { BUSINESS_DETAILS_FIELDS, SHIPPER_ROLE } from '@tariq/contracts';
import type {
  TBusinessDetails,
  TBusinessDetailsField,
  TBusinessDetailsRequest,
  TBusinessDetailsRole,
} from '@tariq/contracts';
import type { TChoiceList } from '../../../components/choice-chips/choice-chips';

/** A step of the wizard (spec 000 §2): the welcome, one per question of the role, the documents. */
export type TWizardStep = { kind: 'welcome' } | { kind: 'question'; field: TBusinessDetailsField } | { kind: 'final' };

/** Each question's catalogue list (its labels) and whether it takes several answers (spec 000 §5). */
export const QUESTIONS: Record<TBusinessDetailsField, { list: TChoiceList; isMultiple: boolean }> = {
  shipmentsCount: { list: 'shipmentsCount', isMultiple: false },
  typesOfGoods: { list: 'typesOfGoods', isMultiple: true },
  truckLoading: { list: 'truckLoading', isMultiple: false },
  geoGraphicRadius: { list: 'geographicRadius', isMultiple: true },
  trucksCount: { list: 'trucksCount', isMultiple: false },
  trucksTypes: { list: 'onboardingTruckType', isMultiple: true },
};

/** Shipper: welcome, 4 questions, documents; carrier: welcome, 3 questions, documents. */
export function wizardSteps(role: TBusinessDetailsRole): TWizardStep[] {
  return [
    { kind: 'welcome' },
    ...BUSINESS_DETAILS_FIELDS[role].map((field) => ({ kind: 'question' as const, field })),
    { kind: 'final' },
  ];
}

export const EMPTY_ANSWERS: TBusinessDetails = {
  geoGraphicRadius: [],
  shipmentsCount: null,
  typesOfGoods: [],
  truckLoading: null,
  trucksCount: null,
  trucksTypes: [],
};

export function isAnswered(answers: TBusinessDetails, field: TBusinessDetailsField): boolean {
  const value = answers[field];
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

/**
 * What the last question sends: the role's answers only. Null, and nothing is sent, when a shipper
 * lacks the monthly shipments, a goods type or the truck loading (spec 000 §5).
 */
export function toBusinessDetailsRequest(
  role: TBusinessDetailsRole,
  answers: TBusinessDetails,
): TBusinessDetailsRequest | null {
  if (role === SHIPPER_ROLE) {
    if (!answers.shipmentsCount || answers.typesOfGoods.length === 0 || !answers.truckLoading) return null;
    return {
      shipmentsCount: answers.shipmentsCount,
      typesOfGoods: answers.typesOfGoods,
      truckLoading: answers.truckLoading,
      geoGraphicRadius: answers.geoGraphicRadius,
    };
  }
  return {
    trucksCount: answers.trucksCount ?? undefined,
    trucksTypes: answers.trucksTypes,
    geoGraphicRadius: answers.geoGraphicRadius,
  };
}
