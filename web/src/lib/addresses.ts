import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { Address } from '@/types/api';

/** A country of the address form: its ISO code and French name. */
export interface Country {
  value: string;
  display_name: string;
}

/** What the address form sends (`POST users/addresses/`): an address's own fields, the country by its code. */
export type AddressInput = Omit<Address, 'id' | 'country' | 'gln' | 'shadow'> & { country: string };

/** `GET users/addresses/?user={id}&shadow=false` (spec §7): the saved addresses still in use. */
export function getAddressesKey(userId: number | null): string {
  return `users/addresses/?shadow=false${userId ? `&user=${userId}` : ''}`;
}

export function useAddresses(userId: number | null) {
  return useSWR<Address[], Error>(getAddressesKey(userId), () => api.getAll<Address>('users/addresses/', { shadow: 'false', ...(userId ? { user: userId } : {}) }), {
    revalidateOnFocus: false,
  });
}

/** `POST users/addresses/`: a new saved address; the list is reloaded. */
export async function createAddress(userId: number | null, input: AddressInput): Promise<Address> {
  const address = await api.post<Address>('users/addresses/', input);
  await mutate(getAddressesKey(userId));
  return address;
}

/** `PATCH users/addresses/{id}/`: a saved address changed; the list is reloaded. */
export async function updateAddress(userId: number | null, id: number, input: AddressInput): Promise<Address> {
  const address = await api.patch<Address>(`users/addresses/${id}/`, input);
  await mutate(getAddressesKey(userId));
  return address;
}

/** `DELETE users/addresses/{id}/`: gone from the address book (kept hidden when an order points to it); the list is reloaded. */
export async function deleteAddress(userId: number | null, id: number): Promise<void> {
  await api.delete(`users/addresses/${id}/`);
  await mutate(getAddressesKey(userId));
}

interface AddressOptions {
  actions?: { POST?: { country?: { choices?: Country[] } } };
}

/** `OPTIONS users/addresses/`: the countries an address may have (spec §7), France alone until they arrive. */
export function useCountries(): Country[] {
  const { data } = useSWR('users/addresses/#countries', async () => (await api.options<AddressOptions>('users/addresses/'))?.actions?.POST?.country?.choices ?? [], {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data && data.length > 0 ? data : [{ value: 'FR', display_name: 'France' }];
}
