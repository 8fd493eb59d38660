/** Query keys of the routing feature: every operation file reads and stores through these. */
export const routingKeys = {
  all: ['routes'] as const,
  route: (from: string, to: string, option: string, vehicleClass: string) =>
    [...routingKeys.all, from, to, option, vehicleClass] as const,
};
