import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import { ConcurrencyError } from '@shop/event-store';
import { catchError, Observable, throwError } from 'rxjs';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';

/** A refusal or a lost race, in DRF's shape: field errors or `{detail}` with the refusal's status. */
export function toHttpError(error: unknown): unknown {
  if (error instanceof CartRefusal) return new HttpException(error.errors ?? { detail: error.detail }, error.status);
  if (error instanceof ConcurrencyError) return new HttpException({ detail: M.concurrency }, 409);
  return error;
}

/** Turns the cart's domain errors into HTTP answers for every cart route. */
@Injectable()
export class CartErrorsInterceptor implements NestInterceptor {
  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error) => throwError(() => toHttpError(error))));
  }
}
