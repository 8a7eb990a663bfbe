import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader } from '@shop/auth';
import { DrfNotFound, euros } from '@shop/common';
import { CreditNoteLedger } from '@shop/wallet';
import { DataSource } from 'typeorm';
import { afterSaleOf, type RefundedLine } from '../domain/after-sale';
import { cartMoney } from '../domain/cart-money';
import type { CartPricing } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';
import type { AfterSaleResponse, RefundedLineResponse } from './after-sale.responses';

/**
 * A paid order's after-sale page for staff, from its read model: each line with what was refunded
 * and returned of it, what the invoice, the card and the shipping can still give back, the refunds
 * (their credit notes, the card's answer) and the returns, with who did them. 404 for a cart not paid.
 */
@Injectable()
export class AfterSaleReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: CreditNoteLedger,
    private readonly accounts: AccountReader,
  ) {}

  async of(cartId: string): Promise<AfterSaleResponse> {
    const [row] = await this.db.query<{ state: CartState; pricing: CartPricing | null; stream_version: number; invoice_total: number | null }[]>(
      `SELECT c.state, c.pricing, c.stream_version, (i.document->>'totalCents')::int AS invoice_total
         FROM carts c LEFT JOIN invoices i ON i.cart_id = c.id WHERE c.id = $1 AND c.status = 2`,
      [cartId],
    );
    if (!row) throw new DrfNotFound();
    const { state, pricing } = row;
    const record = afterSaleOf(state);
    const totals = pricing?.totals;
    const invoiceTotal = row.invoice_total ?? totals?.totalCents ?? 0;
    const credited = await this.ledger.creditedCents(this.db.manager, cartId);
    const cardPaid = state.paymentMeans === 'credit-card' ? cartMoney(state, invoiceTotal).totalAfterVouchersCents : 0;
    const cardGiven = record.refunds.reduce((s, r) => s + (r.card === 'refused' ? 0 : r.cardCents), 0);
    const shippingGiven = record.refunds.reduce((s, r) => s + r.shippingCents, 0);
    const people = await this.accounts.emails([...record.refunds, ...record.returns].map((r) => r.by).filter((id): id is number => id !== null));
    const person = (id: number | null) => (id !== null && people.has(id) ? { id, email: people.get(id)! } : null);
    const lineTotal = (lineId: string) => totals?.lines.find((l) => l.lineId === lineId)?.totalCents ?? 0;
    const named = (lines: { lineId: string; quantity: number; amountCents?: number }[]): RefundedLineResponse[] =>
      lines.map((l) => {
        const line = state.lines.find((s) => s.lineId === l.lineId);
        const amount = l.amountCents ?? Math.round((lineTotal(l.lineId) * l.quantity) / Math.max(1, line?.quantity ?? 1));
        return { id: l.lineId, name: line?.product.name ?? '', quantity: l.quantity, amount: euros(amount) };
      });
    const units = (lists: { lines: { lineId: string; quantity: number }[] }[], lineId: string) =>
      lists.flatMap((r) => r.lines).reduce((n, l) => (l.lineId === lineId ? n + l.quantity : n), 0);
    const shipped = Object.keys(state.fulfilment ?? {}).length > 0;
    return {
      order: cartId,
      version: row.stream_version,
      paid_with: state.paymentMeans,
      cancelled_at: record.cancelledAt,
      cancellable: !record.cancelledAt && !shipped && state.contributions.length === 0,
      creditable: euros(Math.max(0, invoiceTotal - credited)),
      // Never more than the invoice still allows, whatever the card paid.
      card_refundable: euros(Math.max(0, Math.min(cardPaid - cardGiven, invoiceTotal - credited))),
      shipping: euros(totals?.shippingCents ?? 0),
      shipping_refundable: euros(Math.max(0, (totals?.shippingCents ?? 0) - shippingGiven)),
      shipped,
      lines: state.lines.map((l) => ({
        id: l.lineId,
        name: l.product.name,
        quantity: l.quantity,
        total: euros(lineTotal(l.lineId)),
        refunded_quantity: units(record.refunds, l.lineId),
        returned_quantity: units(record.returns, l.lineId),
        is_reward: l.contributionId !== null,
      })),
      refunds: record.refunds.map((r) => ({
        id: r.refundId,
        credit_note: { id: r.creditNoteId, number: r.creditNoteNumber, pdf: `/api/credit-notes/${r.creditNoteId}/pdf/` },
        amount: euros(r.amountCents),
        lines: named(r.lines as RefundedLine[]),
        shipping: euros(r.shippingCents),
        card: euros(r.cardCents),
        voucher: euros(r.voucherCents),
        card_status: r.card,
        card_detail: r.cardDetail ?? null,
        reason: r.reason,
        at: r.at,
        by: person(r.by),
      })),
      returns: record.returns.map((r) => ({ id: r.returnId, lines: named(r.lines), note: r.note, at: r.at, by: person(r.by) })),
    };
  }
}
