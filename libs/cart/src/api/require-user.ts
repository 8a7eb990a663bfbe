import { HttpException, HttpStatus } from '@nestjs/common';
import type { CartActor } from '../commands/cart-actor';

/** Routes of a cart that need a logged-in user (order list, register, confirm, pay): 401 otherwise. */
export function requireUser(actor: CartActor): CartActor & { userId: number } {
  if (actor.userId === null) throw new HttpException({ detail: "Informations d'authentification non fournies." }, HttpStatus.UNAUTHORIZED);
  return actor as CartActor & { userId: number };
}
