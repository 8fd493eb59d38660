/**
 * Algeria's wilayas grouped by region, for the pickup and delivery zones of the sign-up (issue 25:
 * "zones chosen on a map by region and wilaya"). Algeria has no administrative level between the
 * State and the wilaya; the usual planning regions are the nine "espaces de programmation
 * territoriale" (EPT) of the national land-use plan, used here as data.
 */
export const ALGERIA_REGIONS_SOURCE = {
  source:
    "Loi n° 10-02 du 29 juin 2010 portant approbation du Schéma national d'aménagement du territoire (SNAT 2030), espaces de programmation territoriale; the ten wilayas of 2019 (loi n° 19-12) follow the region of the wilaya they were taken from",
  recordedOn: '2026-11-24',
  /** Written from the source without checking it online from this machine: confirm before relying on it. */
  isToConfirm: true,
} as const;

export const ALGERIA_REGIONS = [
  { id: 'north_centre', wilayas: ['02', '06', '09', '10', '15', '16', '26', '35', '42', '44'] },
  { id: 'north_east', wilayas: ['18', '21', '23', '24', '25', '36', '41', '43'] },
  { id: 'north_west', wilayas: ['13', '22', '27', '29', '31', '46', '48'] },
  { id: 'highlands_centre', wilayas: ['03', '17', '28'] },
  { id: 'highlands_east', wilayas: ['04', '05', '12', '19', '34', '40'] },
  { id: 'highlands_west', wilayas: ['14', '20', '32', '38', '45'] },
  // 51 Ouled Djellal (from Biskra), 55 Touggourt (Ouargla), 57 El M'Ghair (El Oued), 58 El Meniaa (Ghardaïa).
  { id: 'south_east', wilayas: ['07', '30', '39', '47', '51', '55', '57', '58'] },
  // 49 Timimoun and 50 Bordj Badji Mokhtar (from Adrar), 52 Béni Abbès (Béchar).
  { id: 'south_west', wilayas: ['01', '08', '37', '49', '50', '52'] },
  // 53 In Salah and 54 In Guezzam (from Tamanrasset), 56 Djanet (Illizi).
  { id: 'great_south', wilayas: ['11', '33', '53', '54', '56'] },
] as const;

export type TAlgeriaRegion = (typeof ALGERIA_REGIONS)[number]['id'];

/** The region of a wilaya by its number, or null for one the table does not hold (the wilayas of 2026). */
export function regionOfWilaya(code: string): TAlgeriaRegion | null {
  return ALGERIA_REGIONS.find((region) => (region.wilayas as readonly string[]).includes(code))?.id ?? null;
}
