import { DEFAULT_TARIFFS, parcelFee } from '@shop/shipping';
import { LABEL, labelRows } from './labels';

const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

describe("the demo label's banner", () => {
  const banner = labelRows().find((l) => l.id === LABEL.exemplaire)!.global_message as string;
  const [, fee, threshold] = /Frais de port à ([\d,]+) € par colis dès ([\d,]+) €/.exec(banner) ?? [];
  const delivered = DEFAULT_TARIFFS.modes.filter((m) => m.mode !== 'pickup');
  const books = (amountCents: number) => ({ items: 2, goodsCents: amountCents, booksCents: amountCents });

  it('announces the fee that a parcel of books pays from the amount it names', () => {
    // given the banner's fee and threshold
    expect(fee).toBeDefined();
    // then a parcel of books of that amount pays that fee, home or relay
    for (const mode of delivered) expect(parcelFee(mode, books(cents(threshold)), DEFAULT_TARIFFS.freeThresholdCents)).toBe(cents(fee));
    // and one a cent under pays the usual fee (a 48 € order pays its shipping)
    for (const mode of delivered) {
      expect(parcelFee(mode, books(cents(threshold) - 1), DEFAULT_TARIFFS.freeThresholdCents)).toBeGreaterThan(cents(fee));
      expect(parcelFee(mode, books(4800), DEFAULT_TARIFFS.freeThresholdCents)).toBeGreaterThan(cents(fee));
    }
  });

  it('promises free shipping only for collection, never for a delivered parcel of books', () => {
    expect(banner).not.toMatch(/livraison (offerte|gratuite)|port (offert|gratuit)/i);
    const pickup = DEFAULT_TARIFFS.modes.find((m) => m.mode === 'pickup')!;
    expect(banner).toContain('Retrait gratuit');
    expect(parcelFee(pickup, books(1000), DEFAULT_TARIFFS.freeThresholdCents)).toBe(0);
  });
});
