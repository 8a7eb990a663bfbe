import { useId, useState, type FormEvent } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { FormAlert } from '@/components/ui/form';
import { formatPrice } from '@/lib/format';
import { refundOrder, type AfterSale, type RefundMethod } from '../../api/after-sale';
import { failureOf, LinesQuantityTable, MethodChoice, REASON_MAX, refundSplit, unitsAmount } from './after-sale-parts';

/**
 * « Rembourser »: a quantity per line (what is left of it), the shipping still unrefunded, the card
 * or a voucher, a reason printed on the credit note. The amount is shown before the question; the
 * server computes it again and is the one that counts.
 */
export function RefundForm({ page, onDone }: { page: AfterSale; onDone: (message: string) => void }) {
  const titleId = useId();
  const reasonId = useId();
  const refundable = page.lines.filter((l) => !l.is_reward && l.quantity > l.refunded_quantity);
  const byCard = page.paid_with === 'credit-card' && Number(page.card_refundable) > 0;
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [shipping, setShipping] = useState(false);
  const [method, setMethod] = useState<RefundMethod>(byCard ? 'card' : 'voucher');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const { confirm, dialog } = useConfirm();

  const chosen = refundable.filter((l) => (quantities[l.id] ?? 0) > 0);
  const shippingCents = shipping ? Math.round(Number(page.shipping_refundable) * 100) : 0;
  const amountCents = chosen.reduce((s, l) => s + unitsAmount(l, quantities[l.id]), 0) + shippingCents;
  const split = refundSplit(amountCents, method, page);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setLineErrors({});
    if (amountCents <= 0) return setError('Choisissez au moins un article ou les frais de port à rembourser.');
    if (reason.length > REASON_MAX) return setError('Le motif ne doit pas dépasser 500 caractères.');
    const ok = await confirm({
      title: `Rembourser ${formatPrice(amountCents / 100)} ?`,
      message: (
        <p>
          {split.cardCents > 0 && `${formatPrice(split.cardCents / 100)} sur la carte bancaire`}
          {split.cardCents > 0 && split.voucherCents > 0 && ', '}
          {split.voucherCents > 0 && `${formatPrice(split.voucherCents / 100)} en bon d’achat sur le compte du client`}. Un avoir est émis et le client prévenu par courriel.
        </p>
      ),
      confirmText: 'Rembourser',
    });
    if (!ok) return;
    setSending(true);
    try {
      const lines = chosen.map((l) => ({ line: l.id, quantity: quantities[l.id] }));
      const after = await refundOrder(page.order, { lines, shipping, method, reason: reason.trim() });
      const note = after.refunds[after.refunds.length - 1];
      setQuantities({});
      setShipping(false);
      setReason('');
      onDone(`Remboursement de ${formatPrice(note.amount)} enregistré : avoir n° ${note.credit_note.number}.`);
    } catch (caught) {
      const failure = failureOf(
        caught,
        chosen.map((l) => l.id),
        'Le remboursement n’a pas pu être enregistré. Veuillez réessayer.',
      );
      setLineErrors(failure.lineErrors);
      setError(failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="after-sale__form" aria-labelledby={titleId} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={titleId} className="after-sale__subtitle">
        Rembourser
      </h3>
      <FormAlert message={error} />
      {refundable.length > 0 ? (
        <LinesQuantityTable
          label="Articles à rembourser"
          headings={['Payé', 'Déjà remboursé', 'À rembourser']}
          lines={refundable}
          sold={(line) => `${line.quantity} ex. · ${formatPrice(line.total)}`}
          done={(line) => line.refunded_quantity}
          leftOf={(line) => line.quantity - line.refunded_quantity}
          quantities={quantities}
          errors={lineErrors}
          onChange={(lineId, value) => setQuantities((q) => ({ ...q, [lineId]: value }))}
        />
      ) : (
        <p className="staff-muted">Tous les articles sont déjà remboursés.</p>
      )}
      {Number(page.shipping_refundable) > 0 && (
        <label className="after-sale__check">
          <input type="checkbox" checked={shipping} onChange={(e) => setShipping(e.target.checked)} />
          Rembourser les frais de port ({formatPrice(page.shipping_refundable)})
        </label>
      )}
      <MethodChoice page={page} method={method} onChange={setMethod} />
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          Motif (imprimé sur l’avoir)
        </label>
        <textarea id={reasonId} className="field__input" rows={2} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <p className="after-sale__total" aria-live="polite">
        {amountCents > 0
          ? `À rembourser : ${formatPrice(amountCents / 100)}${split.voucherCents > 0 && split.cardCents > 0 ? ` (${formatPrice(split.cardCents / 100)} sur la carte, ${formatPrice(split.voucherCents / 100)} en bon d’achat)` : ''}`
          : 'Choisissez les articles ou les frais de port à rembourser.'}
      </p>
      <button type="submit" className="button button--small" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Remboursement…' : 'Rembourser'}
      </button>
      {dialog}
    </form>
  );
}
