import { discounted, euros, withoutVat } from './money';

describe('money', () => {
  it('writes euros with two decimals as DRF does', () => {
    expect([0, 5, 1250, 2000, -199].map(euros)).toEqual(['0.00', '0.05', '12.50', '20.00', '-1.99']);
  });
  it('removes VAT at 5.5 % and 20 %, to the nearest cent', () => {
    expect(withoutVat(2110, 550)).toBe(2000);
    expect(withoutVat(1999, 550)).toBe(1895);
    expect(withoutVat(1200, 2000)).toBe(1000);
  });
  it('applies a discount in basis points', () => {
    expect(discounted(2000, 3000)).toBe(1400);
    expect(discounted(1999, 500)).toBe(1899);
  });
});
