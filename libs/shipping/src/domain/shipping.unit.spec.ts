import { addWorkingDays, DEFAULT_TARIFFS, parcelFee } from './shipping-fees';
import { needsBundleChoice, planShipments } from './shipment-split';

const tariff = (mode: string) => DEFAULT_TARIFFS.modes.find((m) => m.mode === mode)!;
const free = DEFAULT_TARIFFS.freeThresholdCents;

describe('shipping fees', () => {
  it('are degressive by item and capped', () => {
    expect(parcelFee(tariff('colissimo'), { items: 1, goodsCents: 5000, booksCents: 0 }, free)).toBe(690);
    expect(parcelFee(tariff('colissimo'), { items: 3, goodsCents: 5000, booksCents: 0 }, free)).toBe(890);
    expect(parcelFee(tariff('colissimo'), { items: 30, goodsCents: 5000, booksCents: 0 }, free)).toBe(1290);
  });

  it('are free above the threshold for goods other than books', () => {
    expect(parcelFee(tariff('colissimo'), { items: 2, goodsCents: 7000, booksCents: 0 }, free)).toBe(0);
  });

  it('never go under 3 € for a parcel with less than 35 € of books (loi Darcos)', () => {
    // A cheap relay fee is raised to the legal minimum.
    expect(parcelFee({ ...tariff('mondial_relay'), firstItemCents: 199 }, { items: 1, goodsCents: 1000, booksCents: 1000 }, free)).toBe(300);
  });

  it('are never free for a parcel with books, even above the threshold', () => {
    expect(parcelFee(tariff('colissimo'), { items: 4, goodsCents: 8000, booksCents: 8000 }, free)).toBe(1);
    expect(parcelFee(tariff('colissimo'), { items: 4, goodsCents: 8000, booksCents: 3000 }, free)).toBe(300);
  });

  it('are free for a pickup, books or not', () => {
    expect(parcelFee(tariff('pickup'), { items: 2, goodsCents: 2000, booksCents: 2000 }, free)).toBe(0);
  });

  it('count working days for delivery estimates', () => {
    expect(addWorkingDays('2026-11-20', 2)).toBe('2026-11-24'); // Friday + 2 → Tuesday
    expect(addWorkingDays('2026-11-21', 0)).toBe('2026-11-21');
  });
});

describe('shipment split', () => {
  const today = '2026-11-21';
  const lines = [
    { lineId: 'a', needsDelivery: true, expectedShipmentDate: null },
    { lineId: 'b', needsDelivery: true, expectedShipmentDate: '2027-03-01' },
    { lineId: 'c', needsDelivery: true, expectedShipmentDate: '2026-10-01' },
    { lineId: 'd', needsDelivery: false, expectedShipmentDate: null },
  ];

  it('groups lines by the date they can leave, past dates shipping now', () => {
    expect(planShipments(lines, today, false)).toEqual([
      { key: 'now', expectedShipmentDate: today, lineIds: ['a', 'c'] },
      { key: '2027-03-01', expectedShipmentDate: '2027-03-01', lineIds: ['b'] },
    ]);
  });

  it('waits for the last date in one parcel when bundled', () => {
    expect(planShipments(lines, today, true)).toEqual([{ key: 'all', expectedShipmentDate: '2027-03-01', lineIds: ['a', 'c', 'b'] }]);
  });

  it('asks for the bundle choice only with several dates, and ships nothing undeliverable', () => {
    expect(needsBundleChoice(lines, today)).toBe(true);
    expect(needsBundleChoice([lines[0], lines[2]], today)).toBe(false);
    expect(planShipments([lines[3]], today, null)).toEqual([]);
  });
});
