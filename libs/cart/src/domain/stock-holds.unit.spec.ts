import { CartRefusal } from './cart-errors';
import { requireUnitsLeft } from './stock-holds';

const refusal = (f: () => unknown): CartRefusal | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof CartRefusal) return e;
    throw e;
  }
};

describe('holding limited rewards and variant stock at confirmation', () => {
  it('holds what is left, up to the last unit', () => {
    expect(refusal(() => requireUnitsLeft('reward', 2, 2))).toBeNull();
    expect(refusal(() => requireUnitsLeft('variant', 1, 5))).toBeNull();
  });

  it('refuses more units of a reward than are left, saying how many', () => {
    expect(refusal(() => requireUnitsLeft('reward', 3, 2))?.detail).toBe('Il ne reste que 2 exemplaires de cette contrepartie.');
    expect(refusal(() => requireUnitsLeft('reward', 2, 1))?.detail).toBe('Il ne reste que 1 exemplaire de cette contrepartie.');
    expect(refusal(() => requireUnitsLeft('reward', 1, 0))?.detail).toBe('Cette contrepartie est épuisée.');
  });

  it('refuses more units of a variant than its stock leaves', () => {
    expect(refusal(() => requireUnitsLeft('variant', 2, 1))?.detail).toBe('Il ne reste que 1 exemplaire de cette option.');
    // holds of other carts can leave less than nothing: sold out all the same
    expect(refusal(() => requireUnitsLeft('variant', 1, -1))).toMatchObject({ detail: 'Cette option est épuisée.', status: 400 });
  });
});
