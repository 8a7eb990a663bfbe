import { useId, useState, type FormEvent } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { FormAlert } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { cancelOrder, type AfterSale, type RefundMethod } from '../../api/after-sale';
import { MethodChoice, REASON_MAX, refundSplit } from './after-sale-parts';

/** « Annuler la commande »: before any parcel left, everything still refundable is refunded and the parcels stop. */
export function CancelOrder({ page, onDone }: { page: AfterSale; onDone: (message: string) => void }) {
  const titleId = useId();
  const reasonId = useId();
  const [method, setMethod] = useState<RefundMethod>(page.paid_with === 'credit-card' && Number(page.card_refundable) > 0 ? 'card' : 'voucher');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const leftCents = Math.round(Number(page.creditable) * 100);
  const split = refundSplit(leftCents, method, page);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const ok = await confirm({
      title: 'Annuler cette commande ?',
      message: (
        <p>
          {leftCents > 0
            ? `${formatPrice(leftCents / 100)} seront remboursés${split.cardCents > 0 ? `, dont ${formatPrice(split.cardCents / 100)} sur la carte` : ''}${split.voucherCents > 0 ? `, ${formatPrice(split.voucherCents / 100)} en bon d’achat` : ''}. `
            : 'Tout est déjà remboursé. '}
          Ses colis ne partiront pas et le client est prévenu par courriel. Une annulation ne se défait pas.
        </p>
      ),
      confirmText: 'Annuler la commande',
      cancelText: 'Garder la commande',
    });
    if (!ok) return;
    setSending(true);
    try {
      await cancelOrder(page.order, { method, reason: reason.trim() });
      onDone('Commande annulée.');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'L’annulation n’a pas pu être enregistrée. Veuillez réessayer.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="after-sale__form after-sale__form--cancel" aria-labelledby={titleId} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={titleId} className="after-sale__subtitle">
        Annuler la commande
      </h3>
      <p className="staff-muted">Possible tant qu’aucun colis n’est parti : tout ce qui reste est remboursé et les colis sont arrêtés.</p>
      <FormAlert message={error} />
      {leftCents > 0 && <MethodChoice page={page} method={method} onChange={setMethod} />}
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          Motif de l’annulation
        </label>
        <textarea id={reasonId} className="field__input" rows={2} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="submit" className="button button--ghost button--small" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Annulation…' : 'Annuler la commande'}
      </button>
      {dialog}
    </form>
  );
}
