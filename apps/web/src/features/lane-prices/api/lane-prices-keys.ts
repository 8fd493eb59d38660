/** Query keys of the lane-prices feature: every operation file reads and stores through these. */
export const lanePricesKeys = {
  all: ['lane-prices'] as const,
  lane: (fromState: string, toState: string, truckFamily: string) =>
    [...lanePricesKeys.all, fromState, toState, truckFamily] as const,
};
