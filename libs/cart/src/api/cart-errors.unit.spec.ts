import { HttpException } from '@nestjs/common';
import { ConcurrencyError } from '@shop/event-store';
import { CartRefusal } from '../domain/cart-errors';
import { toHttpError } from './cart-errors.interceptor';

const http = (error: unknown) => {
  const mapped = toHttpError(error);
  expect(mapped).toBeInstanceOf(HttpException);
  return { status: (mapped as HttpException).getStatus(), body: (mapped as HttpException).getResponse() };
};

describe('cart errors in HTTP', () => {
  it('gives field refusals as DRF field errors, others as {detail} with their status', () => {
    // given refusals of the decider, when they reach the API, then DRF shapes come out
    expect(http(CartRefusal.field('quantity', 'La quantité minimum est 1.'))).toEqual({ status: 400, body: { quantity: ['La quantité minimum est 1.'] } });
    expect(http(CartRefusal.detail('Pas trouvé.', 404))).toEqual({ status: 404, body: { detail: 'Pas trouvé.' } });
  });

  it('answers a lost race with 409 and a French invitation to try again', () => {
    expect(http(new ConcurrencyError('cart-1', 12))).toEqual({ status: 409, body: { detail: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.' } });
  });

  it('leaves every other error alone', () => {
    const boom = new Error('boom');
    expect(toHttpError(boom)).toBe(boom);
  });
});
