/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { forgetCartId, getCartId, setCartId } from './cart-id';

describe('the stored cart id', () => {
  afterEach(() => localStorage.clear());

  it('is forgotten outright (logout)', () => {
    setCartId('a');
    forgetCartId();
    expect(getCartId()).toBeNull();
  });

  it('is forgotten for a gone cart only while it is still that cart’s (a late 404 spares the cart a login moved to)', () => {
    setCartId('merged-into');
    forgetCartId('anonymous');
    expect(getCartId()).toBe('merged-into');
    forgetCartId('merged-into');
    expect(getCartId()).toBeNull();
  });
});
