import type { TTaxIdReading } from '@tariq/contracts/tax-ids';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';

export type TRegistryAnswer = {
  status: 'not_checked' | 'found' | 'not_found' | 'unavailable';
  /** The registry that answered (shown to the user as the source of the answer). */
  source: string | null;
};

/**
 * An official registry of business numbers (the DGI's NIF service, the EU's VIES…). Called only
 * with a well-formed number and outside any transaction; an implementation that calls a network
 * service must time out quickly and answer `unavailable` rather than throw.
 */
export type TVatRegistry = { lookup(reading: TTaxIdReading): Promise<TRegistryAnswer> };

/** The default: no external call (issue 25); the format and Tariq's own companies are all that is checked. */
export const offlineVatRegistry: TVatRegistry = {
  lookup: async () => ({ status: 'not_checked', source: null }),
};

const registries = defineInstanceState<{ current: TVatRegistry }>('accounts.vat-registry', () => ({
  current: offlineVatRegistry,
}));

/** Plugs an official registry into this app instance (at boot, or in a test). */
export function setVatRegistry(ctx: Pick<TAppContext, 'instanceState'>, registry: TVatRegistry): void {
  registries.of(ctx).current = registry;
}

export function getVatRegistry(ctx: Pick<TAppContext, 'instanceState'>): TVatRegistry {
  return registries.of(ctx).current;
}
