import { applyDecorators, Injectable, PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ChoiceField, DrfNotFound, IntegerField, TextField } from '@shop/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, ValidateBy, ValidationArguments } from 'class-validator';
import { ParcelShopSearch } from '../relays/parcel-shop';
import { isRelayCountry, RELAY_COUNTRIES } from '../relays/relay-countries';

/** French messages of the relay search (DRF's wording where DRF has one). */
export const RELAY_MESSAGES = {
  postalCodeRequired: 'Le code postal est requis.',
  postalCodeDigits: (digits: number) => `Le code postal doit comporter ${digits} chiffres.`,
  postalCodeInvalid: "Le code postal n'est pas valide.",
  invalidChoice: (value: string) => `« ${value} » n'est pas un choix valide.`,
  maxValue: (max: number) => `Assurez-vous que cette valeur est inférieure ou égale à ${max}.`,
  maxLength: (max: number) => `Assurez-vous que ce champ ne comporte pas plus de ${max} caractères.`,
} as const;

export const DEFAULT_RELAY_LIMIT = 10;
/** As DRF's max_limit, a larger limit is lowered to this (the carrier answers 30 points at most). */
export const MAX_RELAY_LIMIT = 30;
/** Mondial Relay's heaviest parcel for a parcel shop. */
export const MAX_RELAY_WEIGHT_GRAMS = 30_000;
/** Without a weight, the lightest parcel the carrier accepts: no point is left out. */
export const DEFAULT_RELAY_WEIGHT_GRAMS = 15;
/** The carrier's `Ville` field. */
const CITY_MAX = 100;

const COUNTRIES = Object.keys(RELAY_COUNTRIES);

/** The postal code's message for a country, or null when it has the country's shape (or the country is unknown: its own error says so). */
function postalCodeProblem(postalCode: unknown, country: unknown): string | null {
  if (typeof country !== 'string' || !isRelayCountry(country)) return null;
  const { postalCode: shape, digits } = RELAY_COUNTRIES[country];
  if (typeof postalCode === 'string' && shape.test(postalCode)) return null;
  return digits ? RELAY_MESSAGES.postalCodeDigits(digits) : RELAY_MESSAGES.postalCodeInvalid;
}

/** A postal code of the searched country's shape (5 digits in France…), upper-cased. */
function PostalCodeField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsDefined({ message: RELAY_MESSAGES.postalCodeRequired }),
    IsNotEmpty({ message: RELAY_MESSAGES.postalCodeRequired }),
    ValidateBy({
      name: 'relayPostalCode',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => postalCodeProblem(value, (args?.object as RelaySearchQuery | undefined)?.country) === null,
        defaultMessage: (args?: ValidationArguments) => postalCodeProblem(args?.value, (args?.object as RelaySearchQuery | undefined)?.country) ?? RELAY_MESSAGES.postalCodeInvalid,
      },
    }),
    ApiProperty({ required: true, type: 'string', maxLength: 7, example: '75011', description: 'Code postal, de la forme de celui du pays (5 chiffres en France).' }),
  );
}

/**
 * `GET api/relays/?country=FR&postal_code=75011&city=&weight=1200&limit=10`: every problem at
 * once, as a DRF 400 `{field: [messages]}` in French. Unknown parameters are ignored.
 */
export class RelaySearchQuery {
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : 'FR'))
  @ChoiceField(COUNTRIES, { description: 'Pays (ISO 3166-1 alpha-2), FR par défaut.', messages: { choice: RELAY_MESSAGES.invalidChoice } })
  country: string = 'FR';

  @PostalCodeField()
  postal_code: string;

  @TextField({
    maxLength: CITY_MAX,
    allowBlank: true,
    description: 'Ville, pour départager les communes d’un même code postal.',
    messages: { maxLength: RELAY_MESSAGES.maxLength(CITY_MAX) },
  })
  city?: string;

  @IntegerField({ min: 1, max: MAX_RELAY_WEIGHT_GRAMS, description: 'Poids du colis en grammes.', messages: { max: RELAY_MESSAGES.maxValue(MAX_RELAY_WEIGHT_GRAMS) } })
  weight?: number;

  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, description: `Nombre de points (${MAX_RELAY_LIMIT} au plus).` })
  limit?: number;
}

/** The search the providers take, with the defaults: 10 points, the lightest parcel. */
export function relaySearchOf(query: RelaySearchQuery): ParcelShopSearch {
  return {
    country: query.country,
    postalCode: query.postal_code,
    ...(query.city ? { city: query.city } : {}),
    weightGrams: query.weight ?? DEFAULT_RELAY_WEIGHT_GRAMS,
    limit: Math.min(query.limit ?? DEFAULT_RELAY_LIMIT, MAX_RELAY_LIMIT),
  };
}

/** A country of the carrier in the path (any case): anything else names no point (404). */
@Injectable()
export class ParseRelayCountryPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const country = value.toUpperCase();
    if (!isRelayCountry(country)) throw new DrfNotFound();
    return country;
  }
}

/** A Mondial Relay point number in the path: 6 digits, anything else names no point (404). */
@Injectable()
export class ParseRelayIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^\d{6}$/.test(value)) throw new DrfNotFound();
    return value;
  }
}
