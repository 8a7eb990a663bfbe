import countries from 'i18n-iso-countries';
import fr from 'i18n-iso-countries/langs/fr.json';

countries.registerLocale(fr);

/** ISO 3166-1 alpha-2 code → French name, e.g. FR → France. */
const NAMES: Record<string, string> = countries.getNames('fr', { select: 'official' });

/** The shop ships from France: it comes first in every country list. */
export const HOME_COUNTRY = 'FR';

export function isKnownCountry(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(NAMES, code);
}

export function countryName(code: string): string {
  return NAMES[code] ?? code;
}

export interface CountryChoice {
  value: string;
  display_name: string;
}

/** Choices of the address form: France first, then by French name (accents sorted as in French). */
export const COUNTRY_CHOICES: CountryChoice[] = [
  { value: HOME_COUNTRY, display_name: NAMES[HOME_COUNTRY] },
  ...Object.entries(NAMES)
    .filter(([code]) => code !== HOME_COUNTRY)
    .sort(([, a], [, b]) => a.localeCompare(b, 'fr'))
    .map(([value, display_name]) => ({ value, display_name })),
];
