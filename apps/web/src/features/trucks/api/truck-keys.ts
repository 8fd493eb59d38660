/** Query keys of the trucks: every operation file reads and writes through these. */
export const truckKeys = {
  all: ['trucks'] as const,
  /** The caller company's trucks (`GET /api/trucks/my`). */
  mine: () => [...truckKeys.all, 'mine'] as const,
  /** The open offers one truck can take. */
  loads: (truckId: string) => [...truckKeys.all, 'loads', truckId] as const,
  /** A truck's picture, by its address (the address changes with the picture). */
  picture: (url: string) => [...truckKeys.all, 'picture', url] as const,
};
