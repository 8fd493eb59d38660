/** Query keys of the drivers: every operation file reads and invalidates through these. */
export const driverKeys = {
  all: ['drivers'] as const,
  /** The caller company's drivers, every page (`GET /api/drivers`). */
  lists: () => [...driverKeys.all, 'list'] as const,
  list: (page: number) => [...driverKeys.lists(), page] as const,
};
