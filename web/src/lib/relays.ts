import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { reloadCart } from '@/lib/cart/get-checkout-cart';
import type { ParcelShop, Page } from '@/types/api';

/*
 * The parcel-shop endpoints of the relay dialog (components/relay), which both the checkout's
 * delivery step and a paid order's page open.
 */

/** A relay point as `GET relays/` answers it: the shipment's fields plus what helps choosing. */
export interface RelayPoint extends ParcelShop {
  available: boolean;
  hours_html_table: string;
  photo: string | null;
  warning: string | null;
  /** Metres from the searched postal code (null when the carrier did not say). */
  distance_m: number | null;
}

/** The map's tile server, as the deployment configures it (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export interface RelayMapTiles {
  tile_url: string;
  attribution: string;
}

/** `GET relays/map-tiles/`: read once per visit; without it the picker shows its list only. */
export function useRelayMapTiles() {
  return useSWR<RelayMapTiles, Error>('relays/map-tiles/', () => api.get<RelayMapTiles>('relays/map-tiles/'), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

/** `GET relays/?country=&postal_code=&limit=` (libs/shipping): the parcel shops within 20 km, nearest first. */
export async function searchRelays(country: string, postalCode: string): Promise<RelayPoint[]> {
  const page = await api.get<Page<RelayPoint>>('relays/', { params: { country, postal_code: postalCode.trim(), limit: 10 } });
  return page.results;
}

/** `PATCH shipments/{id}/ {mode: 'mondial_relay', parcel_shop}` with the spec's field names, then the cart reloaded. */
export async function chooseRelay(cartId: string, shipmentId: string, point: ParcelShop): Promise<void> {
  await api.patch(`shipments/${encodeURIComponent(shipmentId)}/`, {
    mode: 'mondial_relay',
    parcel_shop: {
      shop_id: point.ID,
      pays: point.Pays,
      nom: point.Nom,
      adresse1: point.Adresse1,
      adresse2: point.Adresse2,
      postal_code: point.CP,
      ville: point.Ville,
      lat: point.Lat,
      long: point.Long,
      nature: point.Nature,
      letter: point.Letter,
    },
  });
  await reloadCart(cartId);
}
