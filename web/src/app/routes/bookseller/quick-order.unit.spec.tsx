import { describe, expect, it } from '@jest/globals';
import { aBook } from '@/testing/fixtures';
import { availabilityText, readQuantity } from './quick-order';

describe('the professional shop’s quick ordering', () => {
  it('words availability as the public pages do, the restocking date included', () => {
    expect(availabilityText(aBook({ out_of_stock: false, published: true }))).toBe('Disponible');
    expect(availabilityText(aBook({ out_of_stock: true, restocking_date: null, published: true }))).toBe('Rupture de stock');
    expect(availabilityText(aBook({ out_of_stock: true, restocking_date: '2099-12-04', published: true }))).toBe(
      'En cours de réapprovisionnement, prochain arrivage prévu le 4 décembre 2099.',
    );
    expect(availabilityText(aBook({ published: false, release: '2099-03-01' }))).toBe('En précommande');
  });

  it('takes a whole quantity from 1 to 9999 only', () => {
    expect(readQuantity('1')).toBe(1);
    expect(readQuantity(' 9999 ')).toBe(9999);
    for (const text of ['', '0', '-2', '1.5', '10000', 'deux']) expect(readQuantity(text)).toBeNull();
  });
});
