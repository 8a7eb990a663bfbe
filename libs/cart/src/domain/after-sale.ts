import { CART_MESSAGES, CartRefusal } from './cart-errors';
import { frenchMoney } from './french-money';
import type { CartEvent } from './cart.events';
import type { CartLine, CartState } from './cart.types';

/*
 * After the sale: what staff do to a paid order when something goes wrong. A refund gives back some
 * lines and/or the shipping (a credit note of the gapless 'A' series, the money back on the card up
 * to what the card paid, the rest as a voucher); a cancellation, before any parcel left, refunds
 * everything still refundable and stops the parcels; a return records goods that came back. The
 * bank's answer to a card refund is recorded as its own event. Pure: the handler brings the facts
 * (what the order was invoiced line by line, what credit notes already took, the drawn number).
 */

/** How staff give the money back: to the card (the rest, if the card paid less, as a voucher), or as a voucher. */
export const REFUND_METHODS = ['card', 'voucher'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Where a card refund stands: sent to the bank (through the outbox), done by it, or refused. */
export type CardRefundStatus = 'pending' | 'refunded' | 'refused';

export interface RefundedLine {
  lineId: string;
  quantity: number;
  /** What these units were invoiced, VAT included. */
  amountCents: number;
}

export interface RefundRecord {
  refundId: string;
  creditNoteId: string;
  creditNoteNumber: string;
  amountCents: number;
  lines: RefundedLine[];
  shippingCents: number;
  cardCents: number;
  voucherCents: number;
  /** null: nothing went to the card. */
  card: CardRefundStatus | null;
  /** The bank's words when it refused. */
  cardDetail?: string;
  reason: string;
  at: string;
  by: number | null;
}

export interface ReturnRecord {
  returnId: string;
  lines: { lineId: string; quantity: number }[];
  note: string;
  at: string;
  by: number | null;
}

/** The order's after-sale record (absent from states written before it existed: nothing happened). */
export interface AfterSale {
  refunds: RefundRecord[];
  returns: ReturnRecord[];
  cancelledAt: string | null;
}

export const noAfterSale = (): AfterSale => ({ refunds: [], returns: [], cancelledAt: null });
export const afterSaleOf = (state: CartState): AfterSale => state.afterSale ?? noAfterSale();

/** What the paid order was invoiced, from its stored pricing and the credit notes' ledger (loaded by the handler). */
export interface InvoicedOrder {
  /** Each line's invoiced total, VAT included, by line id. */
  lineTotals: Record<string, number>;
  shippingCents: number;
  invoiceTotalCents: number;
  /** What every credit note of the order already credited (campaign refunds and staff's own included). */
  creditedCents: number;
  /** What the bank card paid (0 when the order was paid otherwise). */
  cardPaidCents: number;
}

/** The credit note drawn for the refund in its transaction (gapless: rolled back with a refusal). */
export interface DrawnCreditNote {
  id: string;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
}

export interface RequestedLine {
  lineId: string;
  quantity: number;
}

/** 'Rembourser': some lines (a quantity of each) and/or what is left of the shipping. */
export interface RefundOrderCommand {
  type: 'RefundOrder';
  refundId: string;
  lines: RequestedLine[];
  shipping: boolean;
  method: RefundMethod;
  reason: string;
  creditNote: DrawnCreditNote;
  invoiced: InvoicedOrder;
  at: string;
  by: number | null;
}

/** 'Annuler la commande': before any parcel left, everything still refundable is refunded and the parcels stop. */
export interface CancelOrderCommand {
  type: 'CancelOrder';
  refundId: string;
  method: RefundMethod;
  reason: string;
  creditNote: DrawnCreditNote;
  invoiced: InvoicedOrder;
  at: string;
  by: number | null;
}

/** 'Enregistrer un retour': goods that came back to the publisher. */
export interface RecordReturnCommand {
  type: 'RecordReturn';
  returnId: string;
  lines: RequestedLine[];
  note: string;
  at: string;
  by: number | null;
}

/** The bank's answer to a card refund (the worker, once it has it). */
export interface SettleCardRefundCommand {
  type: 'SettleCardRefund';
  refundId: string;
  accepted: boolean;
  detail: string;
  at: string;
}

/**
 * Staff ask the bank again for a card refund it refused (the card renewed, a limit lifted): the
 * refund goes back to pending and to the bank. `cardPaidCents`: what the card paid (the handler's facts).
 */
export interface RetryCardRefundCommand {
  type: 'RetryCardRefund';
  refundId: string;
  cardPaidCents: number;
  at: string;
  by: number | null;
}

/**
 * A credit note of an amount (staff's « avoir », a campaign's refund of a contribution): no lines,
 * no money moved by the shop; the invoice bounds it with every other credit note.
 */
export interface IssueCreditNoteCommand {
  type: 'IssueCreditNote';
  creditNote: DrawnCreditNote;
  amountCents: number;
  reason: string;
  /** What the invoice still allows: its total and what credit notes already took (the ledger's). */
  invoiceTotalCents: number;
  creditedCents: number;
}

export type AfterSaleCommand = RefundOrderCommand | CancelOrderCommand | RecordReturnCommand | SettleCardRefundCommand | RetryCardRefundCommand | IssueCreditNoteCommand;
export type AfterSaleEvent = Extract<CartEvent, { type: 'OrderRefunded' | 'OrderCancelled' | 'ReturnRecorded' | 'CardRefundSettled' | 'CardRefundRetried' }>;

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export const AFTER_SALE_MESSAGES = {
  notPaid: 'Seule une commande payée peut être remboursée, annulée ou faire l’objet d’un retour.',
  notInvoiced: 'Cette commande n’est pas encore facturée : elle ne peut pas être remboursée.',
  cancelled: 'Cette commande est annulée : tout ce qui pouvait l’être a été remboursé.',
  // A credit note of an amount (the messages of `POST api/staff/carts/{id}/credit-notes/`):
  creditNoteNotInvoiced: 'Un avoir ne s’établit que sur une commande payée et facturée.',
  creditNoteAbove: (max: string) => `Le montant ne peut pas dépasser ${max} : le montant facturé moins les avoirs déjà établis.`,
  nothingChosen: 'Choisissez au moins un article ou les frais de port à rembourser.',
  unknownLine: 'Cet article ne fait pas partie de la commande.',
  rewardLine: 'Une contrepartie se rembourse avec sa contribution, depuis la page de la campagne.',
  repeatedLine: 'Chaque article ne figure qu’une fois dans la demande.',
  quantity: 'Indiquez une quantité entière, 1 au moins.',
  quantityLeft: (name: string, left: number) =>
    left === 0 ? `« ${name} » est déjà entièrement remboursé.` : `Il ne reste que ${left} exemplaire${left > 1 ? 's' : ''} de « ${name} » à rembourser.`,
  shippingDone: 'Les frais de port de cette commande sont déjà remboursés.',
  aboveInvoice: (left: number) => `Le remboursement dépasse ce que la facture permet encore de créditer (${euros(left)}).`,
  notByCard: 'Cette commande n’a pas été payée par carte : remboursez-la par un bon d’achat.',
  cardDone: 'Le paiement par carte de cette commande est déjà entièrement remboursé : choisissez un bon d’achat.',
  noAccount: 'Cette commande n’a pas de compte client : un bon d’achat ne peut pas lui être attribué.',
  parcelLeft: 'Un colis de cette commande est déjà parti : enregistrez le retour, puis remboursez les articles.',
  hasContribution: 'Cette commande contient une contribution à une campagne : elle se rembourse depuis la page de la campagne.',
  nothingLeft: 'Tout a déjà été remboursé sur cette commande.',
  nothingShipped: 'Aucun colis de cette commande n’est encore parti : annulez-la ou remboursez les articles.',
  returnLeft: (name: string, left: number) =>
    left === 0 ? `Tous les exemplaires de « ${name} » sont déjà revenus.` : `Il ne reste que ${left} exemplaire${left > 1 ? 's' : ''} de « ${name} » qui puisse revenir.`,
  nothingReturned: 'Choisissez au moins un article revenu.',
  retryNotRefused: 'Seul un remboursement par carte que la banque a refusé peut lui être demandé à nouveau.',
  retryAboveCard: 'La carte a déjà été remboursée d’autant depuis : ce remboursement ne peut plus lui être demandé.',
} as const;

const M = AFTER_SALE_MESSAGES;

/** A paid, invoiced order that exists (404 otherwise), not cancelled. */
function requireRefundable(state: CartState): AfterSale {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(CART_MESSAGES.cartMissing, 404);
  if (state.status !== 2) throw CartRefusal.detail(M.notPaid);
  if (!state.invoiceNumber) throw CartRefusal.detail(M.notInvoiced);
  const record = afterSaleOf(state);
  if (record.cancelledAt) throw CartRefusal.detail(M.cancelled, 409);
  return record;
}

/** Units of a line already refunded, or returned. */
const refundedUnits = (record: AfterSale, lineId: string) => record.refunds.flatMap((r) => r.lines).reduce((n, l) => (l.lineId === lineId ? n + l.quantity : n), 0);
const returnedUnits = (record: AfterSale, lineId: string) => record.returns.flatMap((r) => r.lines).reduce((n, l) => (l.lineId === lineId ? n + l.quantity : n), 0);

/**
 * What `quantity` more units of a line are worth, after `before` units were refunded: the line's
 * total shared over its units so that refunding them all, in any steps, gives back its total exactly.
 */
export function unitsAmount(totalCents: number, lineQuantity: number, before: number, quantity: number): number {
  const upTo = (units: number) => Math.round((totalCents * units) / lineQuantity);
  return upTo(before + quantity) - upTo(before);
}

/** The lines asked for, checked one by one against the order: errors as DRF lists, by index. */
function checkRequestedLines(state: CartState, requested: RequestedLine[], left: (line: CartLine) => number, leftMessage: (name: string, left: number) => string): CartLine[] {
  const seen = new Set<string>();
  const errors: Record<string, string[]>[] = [];
  const lines: CartLine[] = [];
  requested.forEach((asked, index) => {
    const line = state.lines.find((l) => l.lineId === asked.lineId);
    const error = (field: string, message: string) => (errors[index] = { [field]: [message] });
    if (!line) error('line', M.unknownLine);
    else if (line.contributionId !== null) error('line', M.rewardLine);
    else if (seen.has(line.lineId)) error('line', M.repeatedLine);
    else if (!Number.isInteger(asked.quantity) || asked.quantity < 1) error('quantity', M.quantity);
    else if (asked.quantity > left(line)) error('quantity', leftMessage(line.product.name, left(line)));
    else lines.push(line);
    if (line) seen.add(line.lineId);
  });
  if (errors.length > 0) throw new CartRefusal({ lines: requested.map((_, i) => errors[i] ?? {}) });
  return lines;
}

/** The shipping still refundable: what was paid minus what refunds already gave back. */
const shippingLeft = (record: AfterSale, invoiced: InvoicedOrder) => invoiced.shippingCents - record.refunds.reduce((s, r) => s + r.shippingCents, 0);

/** What the card may still take back: what it paid, minus card refunds not refused by the bank. */
const cardLeft = (record: AfterSale, invoiced: Pick<InvoicedOrder, 'cardPaidCents'>) =>
  invoiced.cardPaidCents - record.refunds.reduce((s, r) => s + (r.card === 'refused' ? 0 : r.cardCents), 0);

/** The refund's event: the amount bounded by the invoice, split between the card and a voucher. */
function refundEvent(state: CartState, record: AfterSale, command: RefundOrderCommand | CancelOrderCommand, lines: RefundedLine[], shippingCents: number): CartEvent {
  const amountCents = lines.reduce((s, l) => s + l.amountCents, 0) + shippingCents;
  if (amountCents <= 0) throw CartRefusal.detail(M.nothingChosen);
  const creditable = command.invoiced.invoiceTotalCents - command.invoiced.creditedCents;
  if (amountCents > creditable) throw CartRefusal.detail(M.aboveInvoice(Math.max(0, creditable)));
  let cardCents = 0;
  if (command.method === 'card') {
    if (state.paymentMeans !== 'credit-card') throw CartRefusal.field('method', M.notByCard);
    const onCard = cardLeft(record, command.invoiced);
    if (onCard <= 0) throw CartRefusal.field('method', M.cardDone);
    cardCents = Math.min(amountCents, onCard);
  }
  const voucherCents = amountCents - cardCents;
  if (voucherCents > 0 && state.ownerId === null) throw CartRefusal.field('method', M.noAccount);
  return {
    type: 'OrderRefunded',
    data: {
      refundId: command.refundId,
      creditNote: command.creditNote,
      lines,
      shippingCents,
      amountCents,
      cardCents,
      voucherCents,
      reason: command.reason.trim(),
      at: command.at,
      by: command.by,
    },
  };
}

const refundedLine = (record: AfterSale, invoiced: InvoicedOrder, line: CartLine, quantity: number): RefundedLine => ({
  lineId: line.lineId,
  quantity,
  amountCents: unitsAmount(invoiced.lineTotals[line.lineId] ?? 0, line.quantity, refundedUnits(record, line.lineId), quantity),
});

function decideRefund(command: RefundOrderCommand, state: CartState): CartEvent[] {
  const record = requireRefundable(state);
  const lines = checkRequestedLines(state, command.lines, (l) => l.quantity - refundedUnits(record, l.lineId), M.quantityLeft);
  const shippingCents = command.shipping ? shippingLeft(record, command.invoiced) : 0;
  if (command.shipping && shippingCents <= 0) throw CartRefusal.field('shipping', M.shippingDone);
  const refunded = lines.map((line) => refundedLine(record, command.invoiced, line, command.lines.find((l) => l.lineId === line.lineId)!.quantity));
  return [refundEvent(state, record, command, refunded, shippingCents)];
}

/** What a cancellation gives back: every unit not yet refunded, and the shipping left. */
function leftToRefund(state: CartState, invoiced: InvoicedOrder): { lines: RefundedLine[]; shippingCents: number } {
  const record = afterSaleOf(state);
  const lines = state.lines
    .map((line) => ({ line, left: line.quantity - refundedUnits(record, line.lineId) }))
    .filter(({ left }) => left > 0)
    .map(({ line, left }) => refundedLine(record, invoiced, line, left));
  return { lines, shippingCents: Math.max(0, shippingLeft(record, invoiced)) };
}

/** Whether cancelling the order now refunds anything (then it needs a credit note's number). */
export function cancellationRefunds(state: CartState, invoiced: InvoicedOrder): boolean {
  const { lines, shippingCents } = leftToRefund(state, invoiced);
  return lines.some((l) => l.amountCents > 0) || shippingCents > 0;
}

function decideCancel(command: CancelOrderCommand, state: CartState): CartEvent[] {
  const record = requireRefundable(state);
  if (Object.keys(state.fulfilment ?? {}).length > 0) throw CartRefusal.detail(M.parcelLeft, 409);
  if (state.contributions.length > 0) throw CartRefusal.detail(M.hasContribution);
  const { lines: refunded, shippingCents } = leftToRefund(state, command.invoiced);
  const owed = refunded.reduce((s, l) => s + l.amountCents, 0) + shippingCents;
  const cancelled: CartEvent = { type: 'OrderCancelled', data: { reason: command.reason.trim(), at: command.at, by: command.by } };
  // Everything was already refunded line by line: the order is only marked cancelled.
  return owed > 0 ? [refundEvent(state, record, command, refunded, shippingCents), cancelled] : [cancelled];
}

function decideReturn(command: RecordReturnCommand, state: CartState): CartEvent[] {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(CART_MESSAGES.cartMissing, 404);
  if (state.status !== 2) throw CartRefusal.detail(M.notPaid);
  const record = afterSaleOf(state);
  if (Object.keys(state.fulfilment ?? {}).length === 0) throw CartRefusal.detail(M.nothingShipped);
  if (command.lines.length === 0) throw CartRefusal.field('lines', M.nothingReturned);
  checkRequestedLines(state, command.lines, (l) => l.quantity - returnedUnits(record, l.lineId), M.returnLeft);
  const lines = command.lines.map(({ lineId, quantity }) => ({ lineId, quantity }));
  return [{ type: 'ReturnRecorded', data: { returnId: command.returnId, lines, note: command.note.trim(), at: command.at, by: command.by } }];
}

function decideCardSettlement(command: SettleCardRefundCommand, state: CartState): CartEvent[] {
  const refund = afterSaleOf(state).refunds.find((r) => r.refundId === command.refundId);
  if (!refund || refund.card === null) throw CartRefusal.detail(CART_MESSAGES.cartMissing, 404);
  // The bank's answer is recorded once: a job run again after it changes nothing.
  if (refund.card !== 'pending') return [];
  return [{ type: 'CardRefundSettled', data: { refundId: refund.refundId, accepted: command.accepted, detail: command.detail, at: command.at } }];
}

/** A refused card refund asked of the bank again, if the card can still take it back. */
function decideCardRetry(command: RetryCardRefundCommand, state: CartState): CartEvent[] {
  // A cancelled order's refund too: the cancellation's money must reach the card all the same.
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(CART_MESSAGES.cartMissing, 404);
  const record = afterSaleOf(state);
  const refund = record.refunds.find((r) => r.refundId === command.refundId);
  if (!refund || refund.card === null) throw CartRefusal.detail(CART_MESSAGES.cartMissing, 404);
  if (refund.card !== 'refused') throw CartRefusal.detail(M.retryNotRefused, 409);
  // A refused refund takes nothing from the card: asked again, it must still fit in what the card paid.
  if (refund.cardCents > cardLeft(record, { cardPaidCents: command.cardPaidCents })) throw CartRefusal.detail(M.retryAboveCard, 409);
  return [{ type: 'CardRefundRetried', data: { refundId: refund.refundId, at: command.at, by: command.by } }];
}

function decideCreditNote(command: IssueCreditNoteCommand, state: CartState): CartEvent[] {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(CART_MESSAGES.cartMissing, 404);
  if (state.status !== 2 || !state.invoiceNumber) throw CartRefusal.detail(M.creditNoteNotInvoiced);
  const left = command.invoiceTotalCents - command.creditedCents;
  if (command.amountCents > left) throw CartRefusal.field('amount', M.creditNoteAbove(frenchMoney(Math.max(0, left))));
  const { id, number, date } = command.creditNote;
  return [{ type: 'CreditNoteIssued', data: { creditNoteId: id, number, date, amountCents: command.amountCents, reason: command.reason } }];
}

export function decideAfterSale(command: AfterSaleCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'IssueCreditNote':
      return decideCreditNote(command, state);
    case 'RefundOrder':
      return decideRefund(command, state);
    case 'CancelOrder':
      return decideCancel(command, state);
    case 'RecordReturn':
      return decideReturn(command, state);
    case 'SettleCardRefund':
      return decideCardSettlement(command, state);
    case 'RetryCardRefund':
      return decideCardRetry(command, state);
  }
}

export function evolveAfterSale(state: CartState, event: AfterSaleEvent): CartState {
  const record = afterSaleOf(state);
  switch (event.type) {
    case 'OrderRefunded': {
      const { creditNote, ...data } = event.data;
      const refund: RefundRecord = {
        ...data,
        creditNoteId: creditNote.id,
        creditNoteNumber: creditNote.number,
        card: data.cardCents > 0 ? 'pending' : null,
      };
      return { ...state, afterSale: { ...record, refunds: [...record.refunds, refund] } };
    }
    case 'OrderCancelled':
      return { ...state, afterSale: { ...record, cancelledAt: event.data.at } };
    case 'ReturnRecorded':
      return { ...state, afterSale: { ...record, returns: [...record.returns, event.data] } };
    case 'CardRefundSettled': {
      const { refundId, accepted, detail } = event.data;
      const refunds = record.refunds.map((r) =>
        r.refundId === refundId ? { ...r, card: accepted ? ('refunded' as const) : ('refused' as const), ...(accepted ? {} : { cardDetail: detail }) } : r,
      );
      return { ...state, afterSale: { ...record, refunds } };
    }
    case 'CardRefundRetried': {
      const refunds = record.refunds.map((r) => {
        if (r.refundId !== event.data.refundId) return r;
        const { cardDetail: _refusal, ...pending } = r;
        return { ...pending, card: 'pending' as const };
      });
      return { ...state, afterSale: { ...record, refunds } };
    }
  }
}
