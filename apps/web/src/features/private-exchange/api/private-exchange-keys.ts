/** Query keys of the private exchange: every operation file reads and writes through these. */
export const privateExchangeKeys = {
  all: ['private-exchange'] as const,
  /** The shipper's network, its groups and its open invitations. */
  network: () => [...privateExchangeKeys.all, 'network'] as const,
  /** Every search of the carrier directory. */
  directory: () => [...privateExchangeKeys.all, 'directory'] as const,
  /** `search`: the query's filters (search-carriers.ts). */
  directorySearch: (search: object) => [...privateExchangeKeys.directory(), search] as const,
  /** The shippers that have the caller (a carrier) in their network. */
  shippers: () => [...privateExchangeKeys.all, 'shippers'] as const,
};
