import { describe, expect, it } from '@jest/globals';
import type { CartContribution, CartLine } from '@/types/api';
import { cartItemCount } from './cart-count';

const line = (id: string, quantity: number) => ({ id, quantity }) as CartLine;
const contribution = (id: string, lines: string[]) => ({ id, cart_lines: lines }) as CartContribution;

describe('the cart badge count', () => {
  it('is 0 for an empty cart', () => {
    expect(cartItemCount({ cart_lines: [], contributions: [] })).toBe(0);
  });

  it('counts the copies of every line', () => {
    expect(cartItemCount({ cart_lines: [line('a', 2), line('b', 1)], contributions: [] })).toBe(3);
  });

  it('counts a line given by its id (no expansion) as one', () => {
    expect(cartItemCount({ cart_lines: ['a', 'b'], contributions: undefined })).toBe(2);
  });

  it('counts a contribution without reward as one item', () => {
    expect(cartItemCount({ cart_lines: [], contributions: [contribution('c', [])] })).toBe(1);
  });

  it('counts a contribution with rewards through its reward lines, not twice', () => {
    const reward = line('r', 2);
    expect(cartItemCount({ cart_lines: [line('a', 1), reward], contributions: [contribution('c', ['r']), contribution('d', [])] })).toBe(4);
  });
});
