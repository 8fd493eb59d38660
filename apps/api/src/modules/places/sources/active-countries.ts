/** Algeria, its neighbours and main partners, and the European Union (the default). */
export const DEFAULT_ACTIVE_COUNTRIES: readonly string[] = [
  'DZ', 'TN', 'MA', 'LY',
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]; // prettier-ignore
