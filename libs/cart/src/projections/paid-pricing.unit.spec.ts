import type { ShipmentView } from '../domain/cart-view';
import { rescheduledParcel } from './paid-pricing';

describe('a paid parcel moved to another day', () => {
  const parcel: ShipmentView = {
    key: '2027-03-15',
    mode: 'colissimo',
    parcelShop: null,
    // Monday 15 March 2027: Colissimo two working days later, Mondial Relay four
    expectedExpeditionDate: '2027-03-15',
    expectedDeliveryDate: '2027-03-17',
    options: [
      { mode: 'colissimo', carrierName: 'Colissimo', deliveryConditions: '', estimatedDeliveryDate: '2027-03-17', priceCents: 690 },
      { mode: 'mondial_relay', carrierName: 'Mondial Relay', deliveryConditions: '', estimatedDeliveryDate: '2027-03-19', priceCents: 490 },
    ],
    lineIds: ['l1'],
    feeCents: 690,
  };

  it('leaves on the new day and is delivered as many working days after it, its key, lines and fee unchanged', () => {
    // Friday 4 December 2026: two working days later is Tuesday 8
    const moved = rescheduledParcel(parcel, '2026-12-04');
    expect(moved).toMatchObject({ key: '2027-03-15', expectedExpeditionDate: '2026-12-04', expectedDeliveryDate: '2026-12-08', lineIds: ['l1'], feeCents: 690 });
    expect(moved.options.map((o) => o.estimatedDeliveryDate)).toEqual(['2026-12-08', '2026-12-10']);
  });

  it('is the same parcel on its own day', () => {
    expect(rescheduledParcel(parcel, '2027-03-15')).toBe(parcel);
  });
});
