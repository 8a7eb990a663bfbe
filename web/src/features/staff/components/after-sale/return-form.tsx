import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form';
import { recordReturn, type AfterSale } from '../../api/after-sale';
import { failureOf, LinesQuantityTable, REASON_MAX } from './after-sale-parts';

/** « Enregistrer un retour »: the units that came back, once a parcel left; refunding them is another step. */
export function ReturnForm({ page, onDone }: { page: AfterSale; onDone: (message: string) => void }) {
  const titleId = useId();
  const noteId = useId();
  const returnable = page.lines.filter((l) => !l.is_reward && l.quantity > l.returned_quantity);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const chosen = returnable.filter((l) => (quantities[l.id] ?? 0) > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setLineErrors({});
    if (chosen.length === 0) return setError('Choisissez au moins un article revenu.');
    setSending(true);
    try {
      await recordReturn(page.order, { lines: chosen.map((l) => ({ line: l.id, quantity: quantities[l.id] })), note: note.trim() });
      const units = chosen.reduce((n, l) => n + quantities[l.id], 0);
      setQuantities({});
      setNote('');
      onDone(`Retour de ${units} exemplaire${units > 1 ? 's' : ''} enregistré. Remboursez-les ci-dessus si besoin.`);
    } catch (caught) {
      const failure = failureOf(
        caught,
        chosen.map((l) => l.id),
        'Le retour n’a pas pu être enregistré. Veuillez réessayer.',
      );
      setLineErrors(failure.lineErrors);
      setError(failure.message);
    } finally {
      setSending(false);
    }
  };

  if (returnable.length === 0) return null;
  return (
    <form className="after-sale__form" aria-labelledby={titleId} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={titleId} className="after-sale__subtitle">
        Enregistrer un retour
      </h3>
      <FormAlert message={error} />
      <LinesQuantityTable
        label="Articles revenus"
        headings={['Vendus', 'Déjà revenus', 'Revenus']}
        lines={returnable}
        sold={(line) => line.quantity}
        done={(line) => line.returned_quantity}
        leftOf={(line) => line.quantity - line.returned_quantity}
        quantities={quantities}
        errors={lineErrors}
        onChange={(lineId, value) => setQuantities((q) => ({ ...q, [lineId]: value }))}
      />
      <div className="field">
        <label className="field__label" htmlFor={noteId}>
          Note (état, transporteur…)
        </label>
        <textarea id={noteId} className="field__input" rows={2} maxLength={REASON_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <button type="submit" className="button button--ghost button--small" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Enregistrement…' : 'Enregistrer le retour'}
      </button>
    </form>
  );
}
