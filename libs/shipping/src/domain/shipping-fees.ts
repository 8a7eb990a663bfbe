/** Delivery modes the shop offers. */
export type DeliveryMode = 'colissimo' | 'mondial_relay' | 'pickup';

/** Degressive fee of a mode: a first-item price, then a smaller price per extra item, capped. */
export interface ModeTariff {
  mode: DeliveryMode;
  carrierName: string;
  deliveryConditions: string;
  firstItemCents: number;
  extraItemCents: number;
  maxCents: number;
  /** Working days between shipping and delivery. */
  transitDays: number;
}

export interface ShippingTariffs {
  modes: ModeTariff[];
  /** Above this amount of goods (VAT included) a parcel ships at the lowest fee the law allows. */
  freeThresholdCents: number;
}

/** Loi Darcos (arrêté du 4 avril 2023): a parcel with under 35 € of new books pays at least 3 € TTC… */
export const BOOK_MIN_FEE_CENTS = 300;
export const BOOK_MIN_FEE_THRESHOLD_CENTS = 3500;
/** …and above, more than 0 €: one cent is the least a parcel with books can pay. */
export const BOOK_NONZERO_FEE_CENTS = 1;

/** The default tariffs (overridable through configuration). */
export const DEFAULT_TARIFFS: ShippingTariffs = {
  freeThresholdCents: 6000,
  modes: [
    {
      mode: 'colissimo',
      carrierName: 'Colissimo',
      deliveryConditions: 'Livraison à domicile contre signature',
      firstItemCents: 690,
      extraItemCents: 100,
      maxCents: 1290,
      transitDays: 2,
    },
    {
      mode: 'mondial_relay',
      carrierName: 'Mondial Relay',
      deliveryConditions: 'Livraison en point relais',
      firstItemCents: 450,
      extraItemCents: 50,
      maxCents: 790,
      transitDays: 4,
    },
    {
      mode: 'pickup',
      carrierName: 'Retrait à la maison d’édition',
      deliveryConditions: 'Retrait sur place, sur rendez-vous',
      firstItemCents: 0,
      extraItemCents: 0,
      maxCents: 0,
      transitDays: 0,
    },
  ],
};

/** What a parcel holds, as far as fees are concerned. */
export interface ParcelContent {
  items: number;
  goodsCents: number;
  /** Value of new books in the parcel (VAT included), for the legal minimum. */
  booksCents: number;
}

/**
 * The fee of one parcel by one mode: degressive by item, lowered to the free threshold's level
 * above it, and never under the legal minimum for books when the parcel is delivered.
 */
export function parcelFee(tariff: ModeTariff, parcel: ParcelContent, freeThresholdCents: number): number {
  if (parcel.items <= 0) return 0;
  let fee = Math.min(tariff.maxCents, tariff.firstItemCents + (parcel.items - 1) * tariff.extraItemCents);
  if (parcel.goodsCents >= freeThresholdCents) fee = 0;
  if (tariff.mode === 'pickup' || parcel.booksCents === 0) return fee;
  const legalMinimum = parcel.booksCents < BOOK_MIN_FEE_THRESHOLD_CENTS ? BOOK_MIN_FEE_CENTS : BOOK_NONZERO_FEE_CENTS;
  return Math.max(fee, legalMinimum);
}

/** Adds working days (Monday to Friday) to a date given as 'YYYY-MM-DD'. */
export function addWorkingDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}
