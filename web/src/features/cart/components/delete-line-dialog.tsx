import { useState } from 'react';
import { guillemets } from '@shop/typography';
import { closeModal, openModal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';

/** The 'delete-cartline' dialog's title (spec §2, modals). */
export const DELETE_LINE_TITLE = 'Retirer cet article ?';
/** The same dialog, asked before a contribution leaves the cart with its rewards. */
export const DELETE_CONTRIBUTION_TITLE = 'Retirer cette contribution ?';

function RemovalDialog({ question, failure, onConfirm }: { question: string; failure: string; onConfirm: () => Promise<void> }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setSending(true);
    setError(null);
    try {
      await onConfirm();
      closeModal();
    } catch (refusal) {
      setError(refusal instanceof ApiError ? refusal.message : failure);
      setSending(false);
    }
  }
  return (
    <div className="delete-line">
      <p>{question}</p>
      <div role="alert">{error && <p className="field__error">{error}</p>}</div>
      <div className="modal__actions">
        <button type="button" className="button" onClick={() => void confirm()} disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Suppression…' : 'Retirer du panier'}
        </button>
        <button type="button" className="button button--ghost" onClick={closeModal}>
          Annuler
        </button>
      </div>
    </div>
  );
}

/** Asks before a line leaves the cart (spec §7: DELETE cartlines/{id} after the 'delete-cartline' dialog). */
export function confirmDeleteLine(name: string, onConfirm: () => Promise<void>): void {
  openModal({
    title: DELETE_LINE_TITLE,
    body: (
      <RemovalDialog
        question={`Voulez-vous vraiment retirer ${guillemets(name)} de votre panier\u202f?`}
        failure="L'article n'a pas pu être retiré. Veuillez réessayer."
        onConfirm={onConfirm}
      />
    ),
  });
}

/** Asks before a contribution, and the rewards taken with it, leave the cart. */
export function confirmDeleteContribution(campaignTitle: string, withRewards: boolean, onConfirm: () => Promise<void>): void {
  const question = `Voulez-vous vraiment retirer votre contribution à ${guillemets(campaignTitle)}${withRewards ? ' et ses contreparties' : ''} de votre panier\u202f?`;
  openModal({
    title: DELETE_CONTRIBUTION_TITLE,
    body: <RemovalDialog question={question} failure="La contribution n'a pas pu être retirée. Veuillez réessayer." onConfirm={onConfirm} />,
  });
}
