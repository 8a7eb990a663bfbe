import { hoursHtmlTable } from '../opening-hours';
import { ParcelShop, ParcelShopProvider, ParcelShopSearch, relayLetter } from '../parcel-shop';
import { BUNDLED_PARCEL_SHOPS, BundledParcelShop } from './bundled-parcel-shops';
import { Coordinates, departmentOf, distanceKm, locatePostalCode } from './postal-code-locations';

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
 * Parcel shops without the carrier: ~40 fictional French points, the postal code's département
 * first, then the nearest. Nothing leaves the machine, so development and tests need no account.
 */
export class BundledParcelShopProvider implements ParcelShopProvider {
  constructor(private readonly shops: readonly BundledParcelShop[] = BUNDLED_PARCEL_SHOPS) {}

  async search({ country, postalCode, weightGrams, limit }: ParcelShopSearch): Promise<ParcelShop[]> {
    if (country !== BUNDLED_COUNTRY) return [];
    const department = departmentOf(postalCode);
    const origin = locatePostalCode(postalCode);
    return this.shops
      .filter((shop) => weightGrams <= shop.maxWeightGrams)
      .map((shop) => ({ shop, local: departmentOf(shop.CP) === department, km: origin ? distanceKm(origin, position(shop)) : Infinity }))
      // A postal code we cannot place (overseas) only gets its own département's points: none.
      .filter(({ local, km }) => local || km !== Infinity)
      .sort((a, b) => Number(b.local) - Number(a.local) || a.km - b.km || a.shop.ID.localeCompare(b.shop.ID))
      .slice(0, limit)
      .map(({ shop }, index) => toParcelShop(shop, index));
  }

  async findById(country: string, id: string): Promise<ParcelShop | null> {
    const shop = country === BUNDLED_COUNTRY ? this.shops.find((s) => s.ID === id) : undefined;
    return shop ? toParcelShop(shop, 0) : null;
  }
}
