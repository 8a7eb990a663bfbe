import { CartRefusal } from './cart-errors';
import { authorize, requireCartId, requireVisible } from './cart-access';
import { cartDecider } from './cart.decider';
import type { CartEvent } from './cart.events';

const given = (...events: CartEvent[]) => events.reduce(cartDecider.evolve, cartDecider.initialState());
const refusal = (f: () => unknown): CartRefusal | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof CartRefusal) return e;
    throw e;
  }
};
const notFound = { detail: 'Pas trouvé.', status: 404 };
const owned: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 3 } };
const anonymous: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
const merged: CartEvent = { type: 'CartMergedInto', data: { targetCartId: 'c2' } };

describe('who may touch a cart', () => {
  it('knows no cart by an id that is not a UUID', () => {
    expect(refusal(() => requireCartId('8f0c6a52-4d7e-4a8b-9a57-2f3c1d0e9b11'))).toBeNull();
    expect(refusal(() => requireCartId('42'))).toMatchObject(notFound);
  });

  it('lets the owner touch their cart, and anyone holding an anonymous cart’s id', () => {
    expect(refusal(() => authorize(given(owned), { userId: 3 }))).toBeNull();
    expect(refusal(() => authorize(given(anonymous), { userId: null }))).toBeNull();
    expect(refusal(() => authorize(given(anonymous), { userId: 8 }))).toBeNull();
  });

  it('answers not found to anyone else, logged in or not', () => {
    expect(refusal(() => authorize(given(owned), { userId: 8 }))).toMatchObject(notFound);
    expect(refusal(() => authorize(given(owned), { userId: null }))).toMatchObject(notFound);
  });

  it('lets staff and the shop itself act on any cart', () => {
    expect(refusal(() => authorize(given(owned), { userId: 8, staff: true }))).toBeNull();
    expect(refusal(() => authorize(given(owned), { userId: null, system: true }))).toBeNull();
  });

  it('shows no cart that never existed or was merged into another, even to its owner', () => {
    expect(refusal(() => requireVisible(given(owned), { userId: 3 }))).toBeNull();
    expect(refusal(() => requireVisible(given(), { userId: 3 }))).toMatchObject(notFound);
    expect(refusal(() => requireVisible(given(owned, merged), { userId: 3 }))).toMatchObject(notFound);
    expect(refusal(() => requireVisible(given(owned), { userId: 8 }))).toMatchObject(notFound);
  });
});
