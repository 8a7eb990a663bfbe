import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { HtmlContent } from '@/components/ui/html-content';
import { closeModal, openModal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { formatDistance } from '@/lib/distance';
import { chooseRelay, searchRelays, useRelayMapTiles, type RelayPoint } from '@/lib/relays';
import './relay-picker.css';
import type { RelayMapPoint } from './relay-map';

/** Leaflet comes in a chunk of its own, fetched when the picker first shows points. */
const RelayMap = lazy(() => import('./relay-map'));

/** The search radius of libs/shipping (RELAY_SEARCH_RADIUS_KM). */
const RADIUS_KM = 20;

/** Countries where parcel shops can be searched (libs/shipping relay-countries). */
const RELAY_COUNTRIES: [code: string, name: string][] = [
  ['FR', 'France'],
  ['BE', 'Belgique'],
  ['LU', 'Luxembourg'],
  ['NL', 'Pays-Bas'],
  ['ES', 'Espagne'],
  ['DE', 'Allemagne'],
  ['AT', 'Autriche'],
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

/** What a point's button says: choose it, already chosen, or unavailable. */
function chooseText(point: RelayPoint, selectedId: string | null): string {
  if (!point.available) return 'Indisponible';
  return point.ID === selectedId ? 'Point relais choisi' : 'Choisir le point relais';
}

/** The button's name: its visible words first (WCAG 2.5.3, the name a voice user says), then the point's name. */
function chooseLabel(point: RelayPoint, selectedId: string | null): string {
  const text = chooseText(point, selectedId);
  return text === 'Choisir le point relais' ? `${text} ${point.Nom}` : `${text} : ${point.Nom}`;
}

/** The points the map can place (a carrier may leave a position out), titled as the list names them. */
function mapPointsOf(points: RelayPoint[]): RelayMapPoint[] {
  return points.flatMap((point) => {
    const [lat, long] = [Number(point.Lat), Number(point.Long)];
    if (point.Lat === '' || point.Long === '' || point.Lat === null || point.Long === null || !Number.isFinite(lat) || !Number.isFinite(long)) return [];
    const distance = typeof point.distance_m !== 'number' ? '' : `, à ${formatDistance(point.distance_m)}`;
    return [{ id: point.ID, letter: point.Letter ?? '', title: `${point.Letter ?? ''} : ${point.Nom}${distance}`, lat, long }];
  });
}

/**
 * The 'select-relay' dialog: parcel shops within 20 km of a postal code, nearest first with their
 * distance, as a list (the keyboard's way to choose) beside a map of lettered markers. Selecting a
 * point in one highlights it in the other; 'Choisir ce point relais' saves the shipment with its
 * parcel shop, then the cart reloads.
 */
export function RelayDialog({ cartId, shipmentId, postalCode, country, selectedId, onChosen }: RelayDialogProps) {
  const [criteria, setCriteria] = useState({ postalCode, country: RELAY_COUNTRIES.some(([c]) => c === country) ? country : 'FR' });
  const [points, setPoints] = useState<RelayPoint[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The point highlighted in the list and on the map: the saved one until another is selected. */
  const [activeId, setActiveId] = useState<string | null>(selectedId);
  const { data: tiles } = useRelayMapTiles();
  const mapPoints = useMemo(() => mapPointsOf(points ?? []), [points]);

  /** A marker chosen on the map: its point in the list, scrolled to and focused, ready to be chosen. */
  function selectFromMap(id: string) {
    setActiveId(id);
    const item = document.getElementById(`relay-point-${id}`);
    const target = item?.querySelector<HTMLButtonElement>('button.relay-list__choose:not([disabled])') ?? item;
    item?.scrollIntoView({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  }

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
      {points && points.length === 0 && <p className="relay-dialog__empty">Aucun point relais trouvé près de ce code postal (à moins de {RADIUS_KM}&nbsp;km).</p>}
      {points && points.length > 0 && (
        <div className={`relay-picker${tiles && mapPoints.length > 0 ? ' relay-picker--with-map' : ''}`}>
          <p className="relay-picker__count">
            {points.length === 1 ? '1 point relais' : `${points.length} points relais`} à moins de {RADIUS_KM}&nbsp;km, du plus proche au plus éloigné.
          </p>
          <ol className="relay-list" aria-label="Points relais">
            {points.map((point) => (
              <li
                key={point.ID}
                id={`relay-point-${point.ID}`}
                tabIndex={-1}
                aria-current={point.ID === activeId || undefined}
                className={`relay-list__item${point.ID === activeId ? ' is-active' : ''}${point.ID === selectedId ? ' is-selected' : ''}`}
                // Pointing at a point or tabbing into it shows it on the map; the button below chooses it.
                onClick={() => setActiveId(point.ID)}
                onFocus={() => setActiveId(point.ID)}
              >
                <div className="relay-list__head">
                  <span className="relay-list__letter" aria-hidden="true">
                    {point.Letter}
                  </span>
                  <div className="relay-list__text">
                    <p className="relay-list__name">{point.Nom}</p>
                    <p className="relay-list__address">
                      {point.Adresse1}
                      {point.Adresse2 ? `, ${point.Adresse2}` : ''} — {point.CP} {point.Ville}
                    </p>
                  </div>
                  {typeof point.distance_m === 'number' && <p className="relay-list__distance">à {formatDistance(point.distance_m)}</p>}
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
                  className="button button--small relay-list__choose"
                  disabled={!point.available || choosing !== null}
                  aria-busy={choosing === point.ID || undefined}
                  aria-label={chooseLabel(point, selectedId)}
                  onClick={() => void choose(point)}
                >
                  {chooseText(point, selectedId)}
                </button>
              </li>
            ))}
          </ol>
          {/* After the list: the keyboard reaches the points first, the map only after them. */}
          {tiles && mapPoints.length > 0 && (
            <div className="relay-picker__map">
              <Suspense fallback={<div className="relay-map relay-map--loading" aria-hidden="true" />}>
                <RelayMap points={mapPoints} activeId={activeId} onSelect={selectFromMap} tileUrl={tiles.tile_url} attribution={tiles.attribution} />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** Opens the 'select-relay' dialog (spec §2, layout modals). */
export function openRelayDialog(props: RelayDialogProps): void {
  openModal({ title: 'Choisir un point relais', body: <RelayDialog {...props} /> });
}
