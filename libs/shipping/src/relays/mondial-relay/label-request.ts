import type { LabelParty, RelayLabelRequest } from '../../labels/relay-label';
import { RELAY_LABEL_WEIGHT } from '../../labels/relay-label';
import type { SoapMethod } from './soap-call';
import { paddedEnseigne, RELAY_ACTION } from './search-request';

/** The parameters of WSI2_CreationEtiquette in the order the service expects and hashes them (`Texte` comes after `Security`, unhashed). */
export const WSI2_LABEL_PARAMETERS = [
  'Enseigne',
  'ModeCol',
  'ModeLiv',
  'NDossier',
  'NClient',
  'Expe_Langage',
  'Expe_Ad1',
  'Expe_Ad2',
  'Expe_Ad3',
  'Expe_Ad4',
  'Expe_Ville',
  'Expe_CP',
  'Expe_Pays',
  'Expe_Tel1',
  'Expe_Tel2',
  'Expe_Mail',
  'Dest_Langage',
  'Dest_Ad1',
  'Dest_Ad2',
  'Dest_Ad3',
  'Dest_Ad4',
  'Dest_Ville',
  'Dest_CP',
  'Dest_Pays',
  'Dest_Tel1',
  'Dest_Tel2',
  'Dest_Mail',
  'Poids',
  'Longueur',
  'Taille',
  'NbColis',
  'CRT_Valeur',
  'CRT_Devise',
  'Exp_Valeur',
  'Exp_Devise',
  'COL_Rel_Pays',
  'COL_Rel',
  'LIV_Rel_Pays',
  'LIV_Rel',
  'TAvisage',
  'TReprise',
  'Montage',
  'TRDV',
  'Assurance',
  'Instructions',
] as const;

export type Wsi2LabelParameter = (typeof WSI2_LABEL_PARAMETERS)[number];
export type Wsi2LabelRequest = Record<Wsi2LabelParameter, string>;

export const WSI2_LABEL: SoapMethod<Wsi2LabelParameter> = { name: 'WSI2_CreationEtiquette', parameters: WSI2_LABEL_PARAMETERS, unhashed: ['Texte'] };

/** Collected at the seller's ('CCC'): the carrier's driver picks the parcels up. */
export const COLLECTION_MODE = 'CCC';

/** Capitals without accents, the service's other characters replaced by spaces, cut to `max` characters. */
function carrierText(value: string | null | undefined, allowed: RegExp, max: number): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toUpperCase()
    .replace(allowed, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Names and streets: `[0-9A-Z_\-'., /]`, 32 characters. */
export const addressLine = (value: string | null | undefined) => carrierText(value, /[^0-9A-Z_\-'., /]/g, 32);
/** Towns: letters, spaces, hyphens and apostrophes ('LYON 2E' → 'LYON'), 26 characters. */
export const townLine = (value: string | null | undefined) => carrierText(value, /[^A-Z_\-' ]/g, 26);

/** A phone as the service takes it (+33…, 0033… or 0…, 9 or 10 digits after), else ''. */
export function carrierPhone(phone: string | null): string {
  const compact = (phone ?? '').replace(/[\s.()-]/g, '');
  return /^((00|\+)[1-9]{2}|0)\d{8,9}$/.test(compact) ? compact : '';
}

/** The service refuses addresses with characters outside its set: '' leaves the field out. */
export function carrierEmail(email: string | null): string {
  return email && /^[\w.@+-]{3,70}$/.test(email) ? email : '';
}

function party(prefix: 'Expe' | 'Dest', who: LabelParty): Partial<Wsi2LabelRequest> {
  return {
    [`${prefix}_Langage`]: 'FR',
    [`${prefix}_Ad1`]: addressLine(who.name),
    [`${prefix}_Ad3`]: addressLine(who.street),
    [`${prefix}_Ville`]: townLine(who.city),
    [`${prefix}_CP`]: who.postalCode.replace(/\s/g, ''),
    [`${prefix}_Pays`]: who.country.toUpperCase(),
    [`${prefix}_Tel1`]: carrierPhone(who.phone),
    [`${prefix}_Mail`]: carrierEmail(who.email),
  };
}

/** The label call of one relay parcel: collected at the seller's, delivered at the chosen point, no cash on delivery. */
export function labelRequest(enseigne: string, request: RelayLabelRequest): Wsi2LabelRequest {
  const empty = Object.fromEntries(WSI2_LABEL_PARAMETERS.map((p) => [p, ''])) as Wsi2LabelRequest;
  const grams = Math.min(RELAY_LABEL_WEIGHT.max, Math.max(RELAY_LABEL_WEIGHT.min, Math.round(request.weightGrams)));
  return {
    ...empty,
    ...party('Expe', request.sender),
    ...party('Dest', request.recipient),
    Enseigne: paddedEnseigne(enseigne),
    ModeCol: COLLECTION_MODE,
    ModeLiv: RELAY_ACTION,
    NDossier: carrierText(request.reference, /[^0-9A-Z_ -]/g, 15),
    NClient: carrierText(request.customerNumber, /[^0-9A-Z]/g, 9),
    Poids: String(grams).padStart(3, '0'),
    NbColis: '1',
    CRT_Valeur: '0',
    LIV_Rel_Pays: request.relay.country.toUpperCase(),
    LIV_Rel: request.relay.id,
  };
}
