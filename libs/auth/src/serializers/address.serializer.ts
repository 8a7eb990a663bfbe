import { countryName } from '../domain/countries';
import type { AddressInput } from '../domain/address';
import type { Address } from '../entities';

/** §3 Address, as the SPA reads it: the country as {code, name} with the French name. */
export type AddressRepresentation = Omit<AddressInput, 'country'> & {
  id: number;
  country: { code: string; name: string };
  shadow: boolean;
};

export function serializeAddress(a: Address): AddressRepresentation {
  return {
    id: a.id,
    name: a.name,
    firstname: a.firstname,
    lastname: a.lastname,
    address: a.address,
    address_line_2: a.addressLine2,
    address_line_3: a.addressLine3,
    postal_code: a.postalCode,
    city: a.city,
    country: { code: a.country, name: countryName(a.country) },
    phone: a.phone,
    gln: a.gln,
    shadow: a.shadow,
  };
}

/** The stored address as form input, so that a PATCH is validated as the whole resulting address. */
export function addressAsInput(a: Address): AddressInput {
  return {
    name: a.name,
    firstname: a.firstname,
    lastname: a.lastname,
    address: a.address,
    address_line_2: a.addressLine2,
    address_line_3: a.addressLine3,
    postal_code: a.postalCode,
    city: a.city,
    country: a.country,
    phone: a.phone,
    gln: a.gln,
  };
}

/** Form input → entity columns. */
export function addressColumns(input: AddressInput): Partial<Address> {
  return {
    name: input.name,
    firstname: input.firstname,
    lastname: input.lastname,
    address: input.address,
    addressLine2: input.address_line_2,
    addressLine3: input.address_line_3,
    postalCode: input.postal_code,
    city: input.city,
    country: input.country,
    phone: input.phone,
    gln: input.gln,
  };
}
