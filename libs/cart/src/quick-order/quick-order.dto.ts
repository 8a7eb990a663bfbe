import { TextField, UuidField } from '@shop/common';
import { QUICK_ORDER_MAX_LENGTH } from './quick-order-lines';

/** `POST api/bookseller/quick-order/`: the pasted list, and the cart it goes into. */
export class QuickOrderDto {
  @UuidField({ description: 'Identifiant (UUID) du panier ; sans lui, le panier en cours du libraire (créé s’il n’en a pas).' })
  cart?: string | null;

  @TextField({
    required: true,
    maxLength: QUICK_ORDER_MAX_LENGTH,
    description: 'Une ligne par livre : « ISBN;quantité » (ou une tabulation, une virgule ; ISBN avec ou sans tirets ; sans quantité, 1). 200 lignes au plus.',
    example: '978-2-07-036822-8;3\n9782070368228',
  })
  lines: string;
}
