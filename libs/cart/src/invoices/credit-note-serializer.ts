import { euros } from '@shop/common';
import type { CreditNoteRow } from '@shop/wallet';
import type { CreditNoteDocument } from './invoice-document';

/** The document the issuer drew up for a credit note, as the wallet keeps it. */
export const creditNoteDocumentOf = (note: CreditNoteRow): CreditNoteDocument => note.document as CreditNoteDocument;

/** A credit note as the API shows it; `reference` is the order's, as the credit note's document states it. */
export function serializeCreditNote(n: CreditNoteRow) {
  return {
    id: n.id,
    number: n.number,
    date: n.issued_on,
    amount: euros(n.amount_cents),
    remaining_amount: euros(n.remaining_cents),
    reason: n.reason,
    cart: n.cart_id,
    reference: creditNoteDocumentOf(n).reference,
    pdf: `/api/credit-notes/${n.id}/pdf/`,
  };
}
