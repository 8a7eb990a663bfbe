import { ParcelShopSearch } from '../parcel-shop';
import { MONDIAL_RELAY_NAMESPACE, securityKeyOf, soapEnvelopeOf, type SoapMethod } from './soap-call';

export const WSI4_NAMESPACE = MONDIAL_RELAY_NAMESPACE;
export const WSI4_METHOD = 'WSI4_PointRelais_Recherche';
export const WSI4_SOAP_ACTION = WSI4_NAMESPACE + WSI4_METHOD;

/** The parameters of WSI4_PointRelais_Recherche in the order the service expects and hashes them. */
export const WSI4_PARAMETERS = [
  'Enseigne',
  'Pays',
  'NumPointRelais',
  'Ville',
  'CP',
  'Latitude',
  'Longitude',
  'Taille',
  'Poids',
  'Action',
  'DelaiEnvoi',
  'RayonRecherche',
  'TypeActivite',
  'NACE',
  'NombreResultats',
] as const;

export type Wsi4Parameter = (typeof WSI4_PARAMETERS)[number];
const WSI4: SoapMethod<Wsi4Parameter> = { name: WSI4_METHOD, parameters: WSI4_PARAMETERS };
export type Wsi4Request = Record<Wsi4Parameter, string>;

/** The service refuses parcels under 15 g. */
export const MIN_WEIGHT_GRAMS = 15;
/** Delivery to a parcel shop ('24R'); 'REL', '24L', '24X' and 'DRI' are the carrier's other modes. */
export const RELAY_ACTION = '24R';

/** The Enseigne is sent on 8 characters, padded with spaces. */
export function paddedEnseigne(enseigne: string): string {
  return enseigne.padEnd(8, ' ');
}

/**
 * The city as the service matches it: capitals without accents, letters, digits, spaces, hyphens
 * and apostrophes, 2 to 25 characters. Anything else is left out ('' ): the postal code suffices,
 * and an accent hashed differently on each side would break the Security key.
 */
export function carrierCity(city: string | undefined): string {
  const ascii = (city ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  return /^[A-Z0-9' -]{2,25}$/.test(ascii) ? ascii : '';
}

function request(enseigne: string, values: Partial<Wsi4Request>): Wsi4Request {
  const empty = Object.fromEntries(WSI4_PARAMETERS.map((p) => [p, ''])) as Wsi4Request;
  return { ...empty, ...values, Enseigne: paddedEnseigne(enseigne) };
}

/** A search around a postal code, for a parcel of the given weight. */
export function searchRequest(enseigne: string, criteria: ParcelShopSearch): Wsi4Request {
  return request(enseigne, {
    Pays: criteria.country,
    Ville: carrierCity(criteria.city),
    CP: criteria.postalCode,
    Poids: String(Math.max(MIN_WEIGHT_GRAMS, Math.round(criteria.weightGrams))),
    Action: RELAY_ACTION,
    NombreResultats: String(criteria.limit),
  });
}

/** One point by its number. */
export function lookupRequest(enseigne: string, country: string, id: string): Wsi4Request {
  return request(enseigne, { Pays: country, NumPointRelais: id, Action: RELAY_ACTION, NombreResultats: '1' });
}

/** The `Security` parameter of a WSI4 call (soap-call.ts). */
export function securityKey(params: Wsi4Request, privateKey: string): string {
  return securityKeyOf(WSI4, params, privateKey);
}

/** The SOAP 1.1 envelope of a WSI4 call, every parameter in order, then Security. */
export function soapEnvelope(params: Wsi4Request, privateKey: string): string {
  return soapEnvelopeOf(WSI4, params, privateKey);
}
