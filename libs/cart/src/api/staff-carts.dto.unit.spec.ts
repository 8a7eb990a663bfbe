import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { CartStateQuery } from './staff-carts.dto';

describe('staff: state of a cart as of an event', () => {
  it('reads ?version= as a whole number from 1 (absent or empty: the last event)', async () => {
    expect(await readInput(CartStateQuery, { version: '3', expand: 'cart_lines' }, 'query')).toMatchObject({ version: 3, expand: 'cart_lines' });
    expect(await readInput(CartStateQuery, { version: '' }, 'query')).toMatchObject({ version: undefined });
    for (const version of ['0', '-1', '1.5', 'deux', '99999999999']) {
      expect(await inputErrors(CartStateQuery, { version }, 'query')).toEqual({ version: ['Un nombre entier valide est requis.'] });
    }
  });
});
