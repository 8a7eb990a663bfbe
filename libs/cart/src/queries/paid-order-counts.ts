import type { CountRowsSql } from '@shop/common';

/** The orders' counter: invoiced orders by payment means (credit-card, sepa-debit, wire, voucher). */
export const PAID_ORDER_COUNTS_SQL: CountRowsSql = `
  SELECT 'order' AS kind, paid_with AS label, count(*)::int AS n FROM carts WHERE invoice_number IS NOT NULL AND paid_with IS NOT NULL GROUP BY paid_with`;
