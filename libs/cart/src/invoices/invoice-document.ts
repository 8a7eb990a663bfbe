import { VAT_BOOK_BP, withoutVat } from '@shop/common';
import { unitVatShares } from '../domain/cart-pricing';
import { cartMoney } from '../domain/cart-money';
import type { CartPricing } from '../domain/cart-view';
import { baseOfAmountWithVat, spread, vatBreakdown, type VatBreakdown } from '../domain/vat-breakdown';
import type { CartState, PaymentMeans } from '../domain/cart.types';

/**
 * The seller as the law wants it on every invoice (CGI ann. II art. 242 nonies A, Code de commerce
 * R. 123-237), copied from the configured identity when the invoice is drawn up. Invoices kept
 * before the legal form, capital and RCS were recorded lack them.
 */
export interface Seller {
  name: string;
  address: string;
  /** As printed: '912 345 675 00017'. */
  siret: string;
  vatNumber: string;
  legalForm?: string;
  /** '10 000 €' */
  shareCapital?: string;
  /** 'RCS Lyon 912 345 675' */
  rcs?: string;
  /** Where a wire is paid (IBAN in electronic format, BIC); invoices kept before it was recorded lack it. */
  bank?: { iban: string; bic: string };
}

/** The buyer: name and billing address lines. */
export interface Buyer {
  name: string;
  address: string[];
  /** A bookseller buys as a professional: the late-payment mentions apply. */
  professional: boolean;
  /**
   * A bookseller's identifiers, for its electronic invoice (Factur-X): SIRET (14 digits), intra-EU
   * VAT number ('FR' + key + SIREN), GLN (13 digits). Readers and invoices kept before them lack them.
   */
  siret?: string;
  vatNumber?: string;
  gln?: string;
}

export interface InvoiceLine {
  designation: string;
  quantity: number;
  unitNoVatCents: number;
  /** null: outside the scope of VAT (a gift to a campaign). */
  vatRateBp: number | null;
  totalNoVatCents: number;
  totalCents: number;
}

/**
 * Everything an invoice says, computed once from the order as recorded at payment and kept as is:
 * rendering it twice gives the same document.
 */
export interface InvoiceDocument {
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  reference: string;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  shipping: { totalCents: number; noVatCents: number; vatCents: number };
  vat: VatBreakdown[];
  totalNoVatCents: number;
  vatCents: number;
  totalCents: number;
  vouchers: { code: string; amountCents: number }[];
  payment: {
    means: PaymentMeans;
    /** Paid at the invoice date (card, vouchers). */
    paidCents: number;
    /** What the means itself pays (or owes, on terms): the total after vouchers. */
    byMeansCents: number;
    /** Left to pay by the due date (direct debit, wire). */
    dueCents: number;
    /** YYYY-MM-DD, orders on terms only. */
    dueDate: string | null;
  };
}

/**
 * The invoice of a paid cart: each line with its unit price excl. VAT and its rate, shipping with the
 * VAT of the goods it carries (shared out as the cart's pricing does), totals, VAT per rate, the
 * vouchers and the payment. Pure: the state and pricing are those recorded at payment.
 */
export function invoiceDocument(state: CartState, pricing: CartPricing, parties: { seller: Seller; buyer: Buyer }, payment: { dueDate: string | null }): InvoiceDocument {
  if (!state.invoiceNumber || !state.invoiceDate) throw new Error(`le panier ${state.cartId} n'a pas de facture`);
  const t = pricing.totals;
  const lines: InvoiceLine[] = t.lines.flatMap((priced) => {
    const line = state.lines.find((l) => l.lineId === priced.lineId);
    const designation = line?.product.name ?? '';
    const quantity = line?.quantity ?? 1;
    if (!priced.vatParts || !line) {
      const unitNoVatCents = priced.unitNoVatCents ?? withoutVat(priced.unitPriceCents, priced.vatRateBp);
      return [{ designation, quantity, unitNoVatCents, vatRateBp: priced.vatRateBp, totalNoVatCents: priced.totalNoVatCents, totalCents: priced.totalCents }];
    }
    // A composite reward: one line per rate (an e-invoice line has one VAT category), its share of the price.
    const shares = unitVatShares(line.product);
    return priced.vatParts.map((part) => {
      const share = shares.find((s) => s.rateBp === part.rateBp);
      return {
        designation: `${designation} — ${part.rateBp === VAT_BOOK_BP ? 'part livres' : 'part autres articles'}`,
        quantity,
        unitNoVatCents: withoutVat(share?.unitPriceCents ?? 0, part.rateBp),
        vatRateBp: part.rateBp,
        totalNoVatCents: part.totalNoVatCents,
        totalCents: part.totalCents,
      };
    });
  });
  if (t.donationsCents > 0) {
    lines.push({
      designation: 'Soutien au financement participatif (don, hors champ de la TVA)',
      quantity: 1,
      unitNoVatCents: t.donationsCents,
      vatRateBp: null,
      totalNoVatCents: t.donationsCents,
      totalCents: t.donationsCents,
    });
  }
  const vat = vatBreakdown(pricing);
  const means = state.paymentMeans ?? 'credit-card';
  const onTerms = means === 'sepa-debit' || means === 'wire';
  // The vouchers' used amounts and the total after them, as the cart and the mail show them.
  const money = cartMoney(state, t.totalCents);
  return {
    number: state.invoiceNumber,
    date: state.invoiceDate,
    reference: state.reference,
    seller: parties.seller,
    buyer: parties.buyer,
    lines,
    shipping: { totalCents: t.shippingCents, noVatCents: t.shippingNoVatCents, vatCents: t.shippingCents - t.shippingNoVatCents },
    vat,
    totalNoVatCents: t.totalNoVatCents,
    vatCents: t.vatCents,
    totalCents: t.totalCents,
    vouchers: money.usages.filter((u) => u.usedCents > 0).map((u) => ({ code: u.code, amountCents: u.usedCents })),
    payment: {
      means,
      paidCents: onTerms ? money.vouchersCents : t.totalCents,
      byMeansCents: money.totalAfterVouchersCents,
      dueCents: onTerms ? money.totalAfterVouchersCents : 0,
      dueDate: onTerms ? payment.dueDate : null,
    },
  };
}

/** What a credit note says: the invoice it cancels (part of), the amount with its VAT, the reason. */
export interface CreditNoteDocument {
  number: string;
  date: string;
  invoiceNumber: string;
  invoiceDate: string;
  reference: string;
  seller: Seller;
  buyer: Buyer;
  reason: string;
  amountCents: number;
  /** The amount split over the invoice's VAT rates in proportion to their totals (null: outside VAT). */
  vat: { rateBp: number | null; totalCents: number; baseCents: number; vatCents: number }[];
}

/**
 * A credit note of `amountCents` on an invoice, its VAT in the invoice's proportions. Pure. The
 * seller is the one issuing it today (the configured identity), the invoice's when not given.
 */
function invoiceVatParts(invoice: InvoiceDocument): { rateBp: number | null; weight: number }[] {
  const parts = invoice.vat.map((v) => ({ rateBp: v.rateBp as number | null, weight: v.baseCents + v.vatCents }));
  const outside = invoice.lines.filter((l) => l.vatRateBp === null).reduce((s, l) => s + l.totalCents, 0);
  if (outside > 0) parts.push({ rateBp: null, weight: outside });
  return parts;
}

export function creditNoteDocument(
  invoice: InvoiceDocument,
  note: { number: string; date: string; amountCents: number; reason: string },
  seller: Seller = invoice.seller,
  given?: { rateBp: number | null; weight: number }[],
): CreditNoteDocument {
  // Without `given` (a credit note of an amount): spread over the invoice's rates in their proportions.
  const parts = given?.length ? given : invoiceVatParts(invoice);
  const shares = spread(
    note.amountCents,
    parts.map((p) => p.weight),
  );
  return {
    number: note.number,
    date: note.date,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
    reference: invoice.reference,
    seller,
    buyer: invoice.buyer,
    reason: note.reason,
    amountCents: note.amountCents,
    vat: parts.map((p, i) => {
      const baseCents = p.rateBp === null ? shares[i] : baseOfAmountWithVat(shares[i], p.rateBp);
      return { rateBp: p.rateBp, totalCents: shares[i], baseCents, vatCents: shares[i] - baseCents };
    }),
  };
}
