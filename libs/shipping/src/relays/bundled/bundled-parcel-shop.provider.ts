import { randomInt } from 'node:crypto';
import { RelayLabel, RelayLabelRequest, RelayLabelUnavailable } from '../../labels/relay-label';
import { renderTestRelayLabel } from '../../labels/test-label-pdf';
import { Coordinates, distanceMeters, nearestWithinRadius } from '../distance';
import { hoursHtmlTable } from '../opening-hours';
import { NearbyParcelShop, ParcelShop, ParcelShopProvider, ParcelShopSearch, relayLetter } from '../parcel-shop';
import { UnknownPostalCode } from '../unknown-postal-code.error';
import { BUNDLED_PARCEL_SHOPS, BundledParcelShop } from './bundled-parcel-shops';
import { isOverseas, locatePostalCode } from './postal-code-locations';

/** The bundled set is French only. */
const BUNDLED_COUNTRY = 'FR';

function toParcelShop(shop: BundledParcelShop, index: number): ParcelShop {
  return {
    Nom: shop.Nom,
    Adresse1: shop.Adresse1,
    Adresse2: shop.Adresse2,
    CP: shop.CP,
    Ville: shop.Ville,
    ID: shop.ID,
    Lat: shop.Lat,
    Long: shop.Long,
    Nature: shop.Nature,
    Pays: BUNDLED_COUNTRY,
    Letter: relayLetter(index),
    available: shop.available,
    hours_html_table: hoursHtmlTable(shop.hours),
    photo: null,
    warning: shop.warning,
  };
}

const position = (shop: BundledParcelShop): Coordinates => ({ lat: Number(shop.Lat), long: Number(shop.Long) });

/**
 * Parcel shops without the carrier: ~40 fictional French points, those within the search radius of
 * the postal code, nearest first. The postal code is placed from a bundled table (its town, else its
 * département's prefecture): nothing leaves the machine, so development and tests need no account.
 */
export class BundledParcelShopProvider implements ParcelShopProvider {
  constructor(private readonly shops: readonly BundledParcelShop[] = BUNDLED_PARCEL_SHOPS) {}

  async search({ country, postalCode, weightGrams, limit }: ParcelShopSearch): Promise<NearbyParcelShop[]> {
    if (country !== BUNDLED_COUNTRY || isOverseas(postalCode)) return [];
    const origin = locatePostalCode(postalCode);
    if (!origin) throw new UnknownPostalCode();
    const candidates = this.shops
      .filter((shop) => weightGrams <= shop.maxWeightGrams)
      .map((shop) => ({ shop, distance_m: Math.round(distanceMeters(origin, position(shop))) }))
      // Same distance: the carrier's number decides, so the order never depends on the table's.
      .sort((a, b) => a.distance_m - b.distance_m || a.shop.ID.localeCompare(b.shop.ID));
    return nearestWithinRadius(candidates)
      .slice(0, limit)
      .map(({ shop, distance_m }, index) => ({ ...toParcelShop(shop, index), distance_m }));
  }

  async findById(country: string, id: string): Promise<ParcelShop | null> {
    const shop = country === BUNDLED_COUNTRY ? this.shops.find((s) => s.ID === id) : undefined;
    return shop ? toParcelShop(shop, 0) : null;
  }

  /**
   * A test label, as the carrier would lay it out, with a random expedition number: no parcel can
   * be posted with it. A point the set does not know, or too light or heavy a parcel for it, is
   * refused as the carrier would.
   */
  async createLabel(request: RelayLabelRequest): Promise<RelayLabel> {
    const shop = request.relay.country === BUNDLED_COUNTRY ? this.shops.find((s) => s.ID === request.relay.id) : undefined;
    if (!shop)
      throw new RelayLabelUnavailable(`Point relais ${request.relay.country}-${request.relay.id} inconnu.`, 'Mondial Relay refuse ce colis : numéro de point relais invalide.');
    if (request.weightGrams > shop.maxWeightGrams) {
      throw new RelayLabelUnavailable(
        `Colis de ${request.weightGrams} g pour un point qui en prend ${shop.maxWeightGrams}.`,
        'Mondial Relay refuse ce colis : poids du colis invalide.',
      );
    }
    const expeditionNumber = String(randomInt(0, 100_000_000)).padStart(8, '0');
    return { expeditionNumber, pdf: await renderTestRelayLabel(request, expeditionNumber) };
  }
}
