import type { TNetworkCarrier } from '@tariq/contracts/private-exchange';
import { useQueries } from '@tanstack/react-query';
import { countryName } from '../../../lib/country-names';
import { getCurrentLanguage } from '../../../lib/i18n';
import { statesQueryOptions } from '../api/get-states';

type TZone = TNetworkCarrier['zones'][number];

/**
 * Names the zones of the carriers shown: a wilaya by its name in the interface language (Arabic
 * has its own), a whole country by its name. The states of each country are read once, then kept;
 * until they arrive a wilaya shows its number.
 */
export function useZoneNames(carriers: readonly TNetworkCarrier[]): (zone: TZone) => string {
  const language = getCurrentLanguage();
  const countries = [
    ...new Set(
      carriers.flatMap((carrier) => carrier.zones.filter((zone) => zone.stateCode).map((zone) => zone.country)),
    ),
  ].sort();
  const states = useQueries({ queries: countries.map((country) => statesQueryOptions(country)) });
  const names = new Map<string, string>();
  states.forEach((query, index) => {
    for (const state of query.data ?? [])
      names.set(`${countries[index]}:${state.id}`, language === 'ar' ? (state.name_ar ?? state.name) : state.name);
  });
  return (zone: TZone) =>
    zone.stateCode
      ? (names.get(`${zone.country}:${zone.stateCode}`) ?? zone.stateCode)
      : countryName(zone.country, language);
}
