import { useState } from 'react';
import { DownloadLink } from '@/components/ui/download-link';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { retryCardRefund, type AfterSale, type AfterSaleRefund } from '../../api/after-sale';
import { formatStamp } from '../formats';

const CARD_STATUS: Record<NonNullable<AfterSaleRefund['card_status']>, string> = {
  pending: 'demandé à la banque, en attente de sa réponse',
  refunded: 'remboursé par la banque',
  refused: 'refusé par la banque',
};

/** « Redemander à la banque »: a refused card refund sent again (the card renewed, a limit lifted), with the outcome said. */
function RetryCardRefund({ cartId, refund, onDone }: { cartId: string; refund: AfterSaleRefund; onDone: (notice: string) => void }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {' '}
      <button
        type="button"
        className="button button--small button--ghost"
        aria-busy={sending || undefined}
        onClick={async () => {
          if (sending) return;
          setSending(true);
          setError(null);
          try {
            await retryCardRefund(cartId, refund.id);
            onDone(`Le remboursement de ${formatPrice(refund.card)} sur la carte est demandé à nouveau à la banque.`);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : 'La demande n’a pas pu être envoyée. Veuillez réessayer.');
          } finally {
            setSending(false);
          }
        }}
      >
        {sending ? 'Envoi…' : 'Redemander à la banque'}
      </button>
      {error && (
        <span role="alert" className="staff-error">
          {' '}
          {error}
        </span>
      )}
    </>
  );
}

/** What was refunded and how (the credit note to download, the card's answer, the voucher), what came back. */
export function AfterSaleHistory({ page, cartId, onDone }: { page: AfterSale; cartId: string; onDone: (notice: string) => void }) {
  if (page.refunds.length === 0 && page.returns.length === 0) return <p className="staff-empty">Aucun remboursement ni retour pour cette commande.</p>;
  return (
    <ol className="after-sale__history" aria-label="Remboursements et retours, du plus ancien au plus récent">
      {[...page.refunds.map((r) => ({ at: r.at, refund: r })), ...page.returns.map((r) => ({ at: r.at, back: r }))]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((item) =>
          'refund' in item && item.refund ? (
            <li key={item.refund.id} className="after-sale__item">
              <p className="after-sale__what">
                <strong>Remboursement de {formatPrice(item.refund.amount)}</strong> — avoir n° {item.refund.credit_note.number}{' '}
                <DownloadLink
                  href={item.refund.credit_note.pdf}
                  filename={`avoir-${item.refund.credit_note.number}.pdf`}
                  failure="L’avoir n’a pas pu être téléchargé. Veuillez réessayer."
                >
                  (PDF)
                </DownloadLink>
              </p>
              <ul className="after-sale__facts">
                {item.refund.lines.map((l) => (
                  <li key={l.id}>{`${l.name} × ${l.quantity} : ${formatPrice(l.amount)}`}</li>
                ))}
                {Number(item.refund.shipping) > 0 && <li>Frais de port : {formatPrice(item.refund.shipping)}</li>}
                {Number(item.refund.card) > 0 && item.refund.card_status && (
                  <li className={item.refund.card_status === 'refused' ? 'after-sale__refused' : undefined}>
                    {`Carte bancaire : ${formatPrice(item.refund.card)}, ${CARD_STATUS[item.refund.card_status]}`}
                    {item.refund.card_detail ? ` (${item.refund.card_detail})` : ''}
                    {item.refund.card_status === 'refused' && <RetryCardRefund cartId={cartId} refund={item.refund} onDone={onDone} />}
                  </li>
                )}
                {Number(item.refund.voucher) > 0 && <li>Bon d’achat : {formatPrice(item.refund.voucher)}</li>}
                {item.refund.reason && <li>Motif : {item.refund.reason}</li>}
              </ul>
              <p className="staff-muted">
                {item.refund.by?.email ?? 'Compte supprimé'} · <time dateTime={item.refund.at}>{formatStamp(item.refund.at)}</time>
              </p>
            </li>
          ) : 'back' in item && item.back ? (
            <li key={item.back.id} className="after-sale__item">
              <p className="after-sale__what">
                <strong>Retour</strong> : {item.back.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}
              </p>
              {item.back.note && <p className="after-sale__note">{item.back.note}</p>}
              <p className="staff-muted">
                {item.back.by?.email ?? 'Compte supprimé'} · <time dateTime={item.back.at}>{formatStamp(item.back.at)}</time>
              </p>
            </li>
          ) : null,
        )}
    </ol>
  );
}
