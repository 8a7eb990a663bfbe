import { CallHandler, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import { CartRefusal } from '@shop/cart';
import { ConcurrencyError } from '@shop/event-store';
import { catchError, Observable, throwError } from 'rxjs';

/** A cart's refusal or a lost race, in DRF's shape. */
export function paymentHttpError(error: unknown): unknown {
  if (error instanceof CartRefusal) return new HttpException(error.errors ?? { detail: error.detail }, error.status);
  if (error instanceof ConcurrencyError) return new HttpException({ detail: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.' }, 409);
  return error;
}

/** Turns the cart's domain errors into HTTP answers on the payment routes. */
@Injectable()
export class PaymentErrorsInterceptor implements NestInterceptor {
  intercept(_: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error) => throwError(() => paymentHttpError(error))));
  }
}
