import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** A country of the address forms: its ISO code and French name. */
export interface Country {
  value: string;
  display_name: string;
}

interface AddressOptions {
  actions?: { POST?: { country?: { choices?: Country[] } } };
}

export function getCountriesKey(): string {
  return 'users/addresses/#countries';
}

/** `OPTIONS users/addresses/`: the countries an address may have, France first (spec §7). */
export async function getCountries(): Promise<Country[]> {
  const options = await api.options<AddressOptions>('users/addresses/');
  return options?.actions?.POST?.country?.choices ?? [];
}

/** The countries, France alone until they arrive (or if they cannot). */
export function useCountries(): Country[] {
  const { data } = useSWR(getCountriesKey(), getCountries, { revalidateOnFocus: false, revalidateIfStale: false });
  return data && data.length > 0 ? data : [{ value: 'FR', display_name: 'France' }];
}
