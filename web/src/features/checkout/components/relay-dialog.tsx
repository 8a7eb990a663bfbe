import { useEffect, useState, type FormEvent } from 'react';
import { HtmlContent } from '@/components/ui/html-content';
import { closeModal, openModal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { chooseRelay, searchRelays, type RelayPoint } from '../api/shipments';

/** Countries where parcel shops can be searched (libs/shipping relay-countries). */
const RELAY_COUNTRIES: [code: string, name: string][] = [
  ['FR', 'France'], ['BE', 'Belgique'], ['LU', 'Luxembourg'], ['NL', 'Pays-Bas'], ['ES', 'Espagne'], ['DE', 'Allemagne'], ['AT', 'Autriche'],
];

interface RelayDialogProps {
  cartId: string;
  shipmentId: string;
  /** Where to search first: the shipping address's postal code and country. */
  postalCode: string;
  country: string;
  selectedId: string | null;
  /** Runs once the point is saved, before the dialog closes (a paid order reloads itself). */
  onChosen?: () => Promise<unknown> | void;
}

/**
 * The 'select-relay' dialog: parcel shops near a postal code, as a list (no map, nothing fetched
 * from outside the shop). Choosing saves the shipment with its parcel shop, then the cart reloads.
 */
export function RelayDialog({ cartId, shipmentId, postalCode, country, selectedId, onChosen }: RelayDialogProps) {
  const [criteria, setCriteria] = useState({ postalCode, country: RELAY_COUNTRIES.some(([c]) => c === country) ? country : 'FR' });
  const [points, setPoints] = useState<RelayPoint[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (!criteria.postalCode.trim()) {
      setError('Le code postal est requis.');
      return;
    }
    setSearching(true);
    setError(null);
    try {
      setPoints(await searchRelays(criteria.country, criteria.postalCode));
    } catch (failure) {
      setPoints(null);
      setError(failure instanceof ApiError ? failure.message : 'La recherche des points relais a échoué. Veuillez réessayer.');
    } finally {
      setSearching(false);
    }
  }

  // The shipping address's postal code is searched at once.
  useEffect(() => {
    if (postalCode.trim()) void search();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function choose(point: RelayPoint) {
    setChoosing(point.ID);
    setError(null);
    try {
      await chooseRelay(cartId, shipmentId, point);
      await onChosen?.();
      closeModal();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Ce point relais n'a pas pu être enregistré. Veuillez réessayer.");
    } finally {
      setChoosing(null);
    }
  }

  return (
    <div className="relay-dialog" data-modal="select-relay">
      <form className="relay-dialog__search" onSubmit={search} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="relay-postal-code">
            Code postal
          </label>
          <input
            id="relay-postal-code"
            className="field__input"
            inputMode="numeric"
            autoComplete="postal-code"
            value={criteria.postalCode}
            onChange={(e) => setCriteria({ ...criteria, postalCode: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="relay-country">
            Pays
          </label>
          <select id="relay-country" className="field__input field__select" value={criteria.country} onChange={(e) => setCriteria({ ...criteria, country: e.target.value })}>
            {RELAY_COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={searching} aria-busy={searching || undefined}>
          {searching ? 'Recherche…' : 'Rechercher'}
        </button>
      </form>
      <div role="alert">{error && <p className="form-alert">{error}</p>}</div>
      {points && points.length === 0 && <p className="relay-dialog__empty">Aucun point relais trouvé près de ce code postal.</p>}
      {points && points.length > 0 && (
        <ol className="relay-list" aria-label="Points relais">
          {points.map((point) => (
            <li key={point.ID} className={`relay-list__item${point.ID === selectedId ? ' is-selected' : ''}`}>
              <div className="relay-list__head">
                <span className="relay-list__letter" aria-hidden="true">
                  {point.Letter}
                </span>
                <div>
                  <p className="relay-list__name">{point.Nom}</p>
                  <p className="relay-list__address">
                    {point.Adresse1}
                    {point.Adresse2 ? `, ${point.Adresse2}` : ''} — {point.CP} {point.Ville}
                  </p>
                </div>
              </div>
              {point.warning && <p className="relay-list__warning">{point.warning}</p>}
              {point.hours_html_table && (
                <details className="relay-list__hours">
                  <summary>Horaires d'ouverture</summary>
                  <HtmlContent html={point.hours_html_table} className="relay-list__hours-table" />
                </details>
              )}
              <button
                type="button"
                className="button button--small"
                disabled={!point.available || choosing !== null}
                aria-busy={choosing === point.ID || undefined}
                aria-label={`Choisir le point relais ${point.Nom}`}
                onClick={() => void choose(point)}
              >
                {!point.available ? 'Indisponible' : point.ID === selectedId ? 'Point relais choisi' : 'Choisir ce point relais'}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Opens the 'select-relay' dialog (spec §2, layout modals). */
export function openRelayDialog(props: RelayDialogProps): void {
  openModal({ title: 'Choisir un point relais', body: <RelayDialog {...props} /> });
}
