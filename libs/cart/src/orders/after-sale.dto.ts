import { BooleanField, ChoiceField, IntegerField, NestedListField, TextField, UuidField } from '@shop/common';
import { REFUND_METHODS, type RefundMethod, type RequestedLine } from '../domain/after-sale';
import { MAX_LINE_QUANTITY } from '../domain/line-limits';

/** The reason, printed on the credit note and told to the customer: a line or two. */
const MAX_REASON = 500;
/** An order has a few dozen lines at most; 100 bounds the request. */
const MAX_LINES = 100;

const METHOD = {
  required: true,
  description: 'card : sur la carte bancaire qui a payé (le reste, si la carte a payé moins, en bon d’achat) ; voucher : en bon d’achat sur le compte du client.',
};

export class AfterSaleLineDto {
  @UuidField({ required: true, description: 'Id de la ligne de commande (`lines[].id` de la commande).' })
  line!: string;

  @IntegerField({ min: 1, max: MAX_LINE_QUANTITY.bookseller, required: true, description: 'Nombre d’exemplaires.' })
  quantity!: number;
}

/** `POST api/staff/carts/{id}/refunds/`. */
export class RefundOrderDto {
  @NestedListField(() => AfterSaleLineDto, { maxItems: MAX_LINES, description: 'Les articles à rembourser et leur quantité (vide : aucun).' })
  lines?: AfterSaleLineDto[];

  @BooleanField({ description: 'Rembourser aussi ce qui reste des frais de port.' })
  shipping?: boolean;

  @ChoiceField(REFUND_METHODS, METHOD)
  method!: RefundMethod;

  @TextField({ maxLength: MAX_REASON, allowBlank: true, description: 'Motif, imprimé sur l’avoir et donné au client.' })
  reason?: string;
}

/** `POST api/staff/carts/{id}/cancel/`. */
export class CancelOrderDto {
  @ChoiceField(REFUND_METHODS, METHOD)
  method!: RefundMethod;

  @TextField({ maxLength: MAX_REASON, allowBlank: true, description: 'Motif, imprimé sur l’avoir et donné au client.' })
  reason?: string;
}

/** `POST api/staff/carts/{id}/returns/`. */
export class RecordReturnDto {
  @NestedListField(() => AfterSaleLineDto, { maxItems: MAX_LINES, required: true, description: 'Les articles revenus et leur quantité.' })
  lines!: AfterSaleLineDto[];

  @TextField({ maxLength: MAX_REASON, allowBlank: true, description: 'Note : état des articles, transporteur…' })
  note?: string;
}

export const requestedLines = (lines: AfterSaleLineDto[] | undefined): RequestedLine[] => (lines ?? []).map((l) => ({ lineId: l.line, quantity: l.quantity }));
