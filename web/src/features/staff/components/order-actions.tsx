import { useState } from 'react';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { DownloadLink } from '@/components/ui/download-link';
import { ApiError } from '@/lib/api-client';
import { resendConfirmation } from '../api/orders';
import type { CartAsOf } from '../types';

/**
 * What staff do for a customer who writes in about a paid order: download its invoice, and mail its
 * confirmation again (to the account's address of today, after a question; the server audits it).
 */
export function OrderActions({ order, onDone }: { order: CartAsOf; onDone?: () => void }) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  if (order.status !== 2) return null;
  const resend = async () => {
    const to = order.owner_email ?? 'l’adresse du compte';
    if (
      !(await confirm({
        title: 'Renvoyer la confirmation de commande ?',
        message: <p>{`Elle partira à ${to}, avec les montants de la commande payée.`}</p>,
        confirmText: 'Renvoyer',
      }))
    )
      return;
    setBusy(true);
    setNotice(null);
    try {
      const sent = await resendConfirmation(order.id);
      setNotice({ ok: true, text: `Confirmation renvoyée à ${sent.to}.` });
      onDone?.();
    } catch (error) {
      setNotice({ ok: false, text: error instanceof ApiError ? error.message : 'La confirmation n’a pas pu être renvoyée. Veuillez réessayer.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="staff-order-actions">
      {order.invoice_file && (
        <DownloadLink
          href={order.invoice_file}
          filename={`facture-${order.invoice_number ?? order.reference}.pdf`}
          failure="La facture n’a pas pu être téléchargée. Veuillez réessayer."
          className="button button--ghost button--small"
        >
          {`Télécharger la facture${order.invoice_number ? ` n° ${order.invoice_number}` : ''} (PDF)`}
        </DownloadLink>
      )}
      {order.owner_email && (
        <button type="button" className="button button--ghost button--small" disabled={busy} aria-busy={busy || undefined} onClick={() => void resend()}>
          {busy ? 'Envoi…' : 'Renvoyer la confirmation'}
        </button>
      )}
      <span role="status">{notice && <span className={notice.ok ? 'notice' : 'notice notice--error'}>{notice.text}</span>}</span>
      {dialog}
    </div>
  );
}
