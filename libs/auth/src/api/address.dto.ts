import { PartialType } from '@nestjs/swagger';
import { listQueryDto, shapeQueryDto, TextField } from '@shop/common';
import { addressFieldMaxLength as max, AddressInput } from '../domain/address';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { ADDRESS_LIST_SPEC } from '../queries/address.queries';
import { CountryField, GlnField, IsPhone, PostalCodeOfCountry } from './account-fields';

/** A required line of the address: blank answers "Ce champ est obligatoire.", as the address form shows. */
const required = (name: keyof AddressInput, description?: string) => TextField({ required: true, maxLength: max(name), messages: { required: M.required }, description });
/** An optional line: null or '' leave it empty. */
const optional = (name: keyof AddressInput, description?: string) => TextField({ maxLength: max(name), allowBlank: true, description });

/**
 * §3 Address, as the address book (`POST`, `PUT api/users/addresses/`) and the bookseller sign-up
 * send it. Bounds from ADDRESS_FIELDS, which `OPTIONS` shows too.
 */
export class AddressDto {
  @optional('name', "Nom de l'adresse (« Maison », « Librairie »).")
  name?: string | null;

  @required('firstname')
  firstname: string;

  @required('lastname')
  lastname: string;

  @required('address')
  address: string;

  @optional('address_line_2')
  address_line_2?: string | null;

  @optional('address_line_3')
  address_line_3?: string | null;

  // Rules run bottom-up: the field's own checks first, then the cross-field one.
  @PostalCodeOfCountry()
  @required('postal_code', 'Code postal (5 chiffres en France).')
  postal_code: string;

  @required('city')
  city: string;

  @CountryField({ maxLength: max('country') })
  country: string;

  @IsPhone()
  @optional('phone')
  phone?: string | null;

  @GlnField({ description: 'GLN du lieu de livraison d’un libraire (13 chiffres, clé GS1).' })
  gln?: string | null;
}

/**
 * `PATCH api/users/addresses/{id}/`: any of the fields; an absent one is left as it is, a null
 * required one is refused. The address it produces is checked again by the command (a new
 * country may make the stored postal code wrong).
 */
export class AddressPatchDto extends PartialType(AddressDto, { skipNullProperties: false }) {}

/** A whole address (PUT, sign-up): the optional lines not sent are emptied. */
export function addressInput(dto: AddressDto): AddressInput {
  return {
    name: dto.name ?? '',
    firstname: dto.firstname,
    lastname: dto.lastname,
    address: dto.address,
    address_line_2: dto.address_line_2 ?? '',
    address_line_3: dto.address_line_3 ?? '',
    postal_code: dto.postal_code,
    city: dto.city,
    country: dto.country,
    phone: dto.phone ?? '',
    gln: dto.gln ?? '',
  };
}

/** The fields a PATCH sends; a null optional line empties it. */
export function addressChanges(dto: AddressPatchDto): Partial<AddressInput> {
  const changes: Partial<AddressInput> = {};
  for (const [name, value] of Object.entries(dto) as [keyof AddressInput, string | null | undefined][]) {
    if (value !== undefined) changes[name] = value ?? '';
  }
  return changes;
}

/** `GET api/users/addresses/?user=&shadow=false`. */
export class AddressListQuery extends listQueryDto(ADDRESS_LIST_SPEC) {}

/** `GET api/users/addresses/{id}/?fields=&omit=`. */
export class AddressShapeQuery extends shapeQueryDto() {}
