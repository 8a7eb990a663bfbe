import { createHash } from 'node:crypto';
import { ParcelShopSearch } from '../parcel-shop';
import { escapeXml } from './soap-xml';

export const WSI4_NAMESPACE = 'http://www.mondialrelay.fr/webservice/';
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

/**
 * The `Security` parameter: uppercase MD5 of the non-empty values, concatenated in the
 * parameters' order, followed by the private key.
 */
export function securityKey(params: Wsi4Request, privateKey: string): string {
  const concatenated =
    WSI4_PARAMETERS.map((p) => params[p])
      .filter((v) => v !== '')
      .join('') + privateKey;
  return createHash('md5').update(concatenated, 'utf8').digest('hex').toUpperCase();
}

/** The SOAP 1.1 envelope, every parameter in order, then Security. */
export function soapEnvelope(params: Wsi4Request, privateKey: string): string {
  const fields = [...WSI4_PARAMETERS.map((p) => [p, params[p]] as const), ['Security', securityKey(params, privateKey)] as const]
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
    'xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${WSI4_METHOD} xmlns="${WSI4_NAMESPACE}">${fields}</${WSI4_METHOD}></soap:Body>` +
    '</soap:Envelope>'
  );
}
