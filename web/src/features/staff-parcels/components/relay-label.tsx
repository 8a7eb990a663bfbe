import { useId, useState } from 'react';
import { DownloadLink } from '@/components/ui/download-link';
import { ApiError } from '@/lib/api-client';
import { createRelayLabel } from '../api/parcels';
import type { Parcel } from '../types';

const frenchKilograms = (grams: number) => `${(grams / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kg`;

/**
 * The Mondial Relay label of a relay parcel: weighed and created once (the carrier expects the
 * parcel from then on), then printed as often as needed; its expedition number becomes the
 * parcel's tracking number.
 */
export function RelayLabel({ parcel, onCreated }: { parcel: Parcel; onCreated: (expeditionNumber: string) => void }) {
  const [weight, setWeight] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const weightId = useId();
  const errorId = useId();
  const label = parcel.relay_label;
  if (label) {
    return (
      <p className="parcel__label">
        Étiquette Mondial Relay n° {label.expedition_number} ({frenchKilograms(label.weight_grams)}){' '}
        <DownloadLink
          href={label.pdf}
          filename={`etiquette-mondial-relay-${label.expedition_number}.pdf`}
          failure="L’étiquette n’a pas pu être téléchargée."
          className="parcel__slip"
        >
          Imprimer l’étiquette (PDF)<span className="visually-hidden"> de la commande {parcel.reference}</span>
        </DownloadLink>
      </p>
    );
  }
  const create = async () => {
    const grams = Number(weight.replace(',', '.'));
    if (!weight.trim() || !Number.isInteger(grams) || grams < 15 || grams > 30000) {
      setError('Indiquez le poids du colis emballé, en grammes (15 à 30\u00a0000).');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const labelled = await createRelayLabel(parcel, grams);
      if (labelled.relay_label) onCreated(labelled.relay_label.expedition_number);
    } catch (problem) {
      const fields = problem instanceof ApiError ? problem.fieldErrors : {};
      setError(fields.weight_grams?.[0] ?? (problem instanceof ApiError ? problem.message : 'L’étiquette n’a pas pu être créée.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="parcel__label-form">
      <div className="field parcel__weight">
        <label htmlFor={weightId} className="field__label">
          Poids du colis emballé (g)
        </label>
        <input
          id={weightId}
          className="field__input"
          inputMode="numeric"
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <button type="button" className="button button--small button--ghost" disabled={busy} aria-busy={busy || undefined} onClick={create}>
        {busy ? 'Création…' : 'Créer l’étiquette Mondial Relay'}
      </button>
      {error && (
        <p id={errorId} role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </div>
  );
}
