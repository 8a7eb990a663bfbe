import type { RelayLabelMaker } from '../labels/relay-label';

/** '1' a shop with a counter (tabac, presse, épicerie…), 'C' a locker (consigne automatique). */
export type ParcelShopNature = '1' | 'C';

/**
 * A parcel shop as the SPA shows and stores it on a shipment (spec §3). The field names are the
 * carrier widget's (Nom, Adresse1, CP…), kept as they are because the SPA already reads them.
 */
export interface ParcelShop {
  Nom: string;
  /** Street. */
  Adresse1: string;
  /** Complement of address ('' when none). */
  Adresse2: string;
  CP: string;
  Ville: string;
  /** The carrier's number of the point (Mondial Relay: 6 digits). */
  ID: string;
  /** Decimal degrees written with a dot, as text: the carrier's precision is kept. */
  Lat: string;
  Long: string;
  Nature: ParcelShopNature;
  /** ISO 3166-1 alpha-2. */
  Pays: string;
  /** Marker of the point on the map: A, B, C… by position in the results. */
  Letter: string;
  /** false when the point cannot take a parcel now (closed for holidays, works…). */
  available: boolean;
  /** Opening hours as a small French HTML table, built by us from validated times only. */
  hours_html_table: string;
  /** URL of a photo of the shop front, or null. */
  photo: string | null;
  /** What the shopper should know before choosing the point (a coming closure…), or null. */
  warning: string | null;
}

/** A point found by a search: how far it is from the searched place, so the nearest come first. */
export interface NearbyParcelShop extends ParcelShop {
  /** Metres from the searched postal code (as the crow flies); null when the carrier did not say. */
  distance_m: number | null;
}

/** A search around a postal code, as the delivery step asks for it. */
export interface ParcelShopSearch {
  /** ISO 3166-1 alpha-2, uppercase. */
  country: string;
  postalCode: string;
  /** Helps the carrier tell apart towns sharing a postal code. */
  city?: string;
  /** Weight of the parcel: points that cannot take it are left out. */
  weightGrams: number;
  limit: number;
}

/** Where parcel shops and their parcels' labels come from: the carrier's web service, or the bundled fictional set. */
export interface ParcelShopProvider extends RelayLabelMaker {
  /** The points within the search radius, nearest first, lettered A, B, C… */
  search(criteria: ParcelShopSearch): Promise<NearbyParcelShop[]>;
  /** One point by its number, or null when the carrier does not know it. */
  findById(country: string, id: string): Promise<ParcelShop | null>;
}

/** Nest injection token of the configured ParcelShopProvider. */
export const PARCEL_SHOP_PROVIDER = Symbol('PARCEL_SHOP_PROVIDER');

/** 'A'…'Z', then 'AA', 'AB'…: the letter of the result at `index` (from 0), as on the carrier's map. */
export function relayLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}
