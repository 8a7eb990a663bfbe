import { DrfNotFound, FieldErrorCollector, MESSAGES } from '@shop/common';
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

function single(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return typeof value === 'string' ? value.trim() : undefined;
}

function readInteger(errors: FieldErrorCollector, field: string, raw: unknown, min: number, max?: number): number | undefined {
  const value = single(raw);
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!/^-?\d+$/.test(value)) errors.add(field, MESSAGES.integer);
  else if (n < min) errors.add(field, MESSAGES.minValue(min));
  else if (max !== undefined && n > max) errors.add(field, RELAY_MESSAGES.maxValue(max));
  else return n;
  return undefined;
}

/**
 * Reads `?country=FR&postal_code=75011&city=&weight=1200&limit=10`: every problem at once, as a
 * DRF 400 `{field: [messages]}` in French. Unknown parameters are ignored.
 */
export function parseRelaySearch(raw: Record<string, unknown>): ParcelShopSearch {
  const errors = new FieldErrorCollector();
  const country = (single(raw.country) || 'FR').toUpperCase();
  if (!isRelayCountry(country)) errors.add('country', RELAY_MESSAGES.invalidChoice(country));

  const postalCode = (single(raw.postal_code) ?? '').toUpperCase();
  if (postalCode === '') errors.add('postal_code', RELAY_MESSAGES.postalCodeRequired);
  else if (isRelayCountry(country) && !RELAY_COUNTRIES[country].postalCode.test(postalCode)) {
    const digits = RELAY_COUNTRIES[country].digits;
    errors.add('postal_code', digits ? RELAY_MESSAGES.postalCodeDigits(digits) : RELAY_MESSAGES.postalCodeInvalid);
  }

  const city = single(raw.city) || undefined;
  if (city && city.length > 100) errors.add('city', RELAY_MESSAGES.maxLength(100));
  const weightGrams = readInteger(errors, 'weight', raw.weight, 1, MAX_RELAY_WEIGHT_GRAMS) ?? DEFAULT_RELAY_WEIGHT_GRAMS;
  const limit = Math.min(readInteger(errors, 'limit', raw.limit, 1) ?? DEFAULT_RELAY_LIMIT, MAX_RELAY_LIMIT);

  errors.throwIfAny();
  return { country, postalCode, ...(city ? { city } : {}), weightGrams, limit };
}

/** A point's address in the path: an unknown country or a malformed number names no point (404). */
export function parseRelayId(rawCountry: string, rawId: string): { country: string; id: string } {
  const country = rawCountry.toUpperCase();
  if (!isRelayCountry(country) || !/^\d{6}$/.test(rawId)) throw new DrfNotFound();
  return { country, id: rawId };
}
