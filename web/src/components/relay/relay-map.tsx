import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './relay-map.css';
import { useEffect, useRef } from 'react';

/** A relay point as the map places it. */
export interface RelayMapPoint {
  id: string;
  letter: string;
  /** The marker's title: what a pointer's tooltip and a screen reader say. */
  title: string;
  lat: number;
  long: number;
}

export interface RelayMapProps {
  points: RelayMapPoint[];
  activeId: string | null;
  onSelect: (id: string) => void;
  /** Leaflet's {z}/{x}/{y} template and its credit (HTML), from the deployment's configuration. */
  tileUrl: string;
  attribution: string;
}

/** Lettered pins drawn in CSS: no marker image to fetch, and the letter matches the list's. */
function letterIcon(letter: string): L.DivIcon {
  return L.divIcon({
    className: 'relay-marker',
    html: `<span class="relay-marker__pin"><span class="relay-marker__letter">${letter.replace(/[^A-Z]/g, '')}</span></span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 38],
  });
}

/**
 * The relay points on a Leaflet map, loaded in a chunk of its own by the relay picker only (the
 * list stays the way to choose): a marker per point, its title naming it; clicking a marker (or
 * Enter on it) selects the point; the selected one stands out and is brought into view.
 */
export default function RelayMap({ points, activeId, onSelect, tileUrl, attribution }: RelayMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  /** Frames every point: after a search, and when the map changes size. */
  const fit = useRef<() => void>(() => undefined);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const element = container.current!;
    // Wheel zoom off: scrolling the dialog over the map must scroll the dialog. No zoom or fade
    // animation: the dialog may close (a point chosen) mid-animation, and Leaflet's animation end
    // would then reach a removed map.
    const created = L.map(element, { scrollWheelZoom: false, zoomControl: false, zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
    L.control.zoom({ zoomInTitle: 'Zoom avant', zoomOutTitle: 'Zoom arrière' }).addTo(created);
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(created);
    map.current = created;
    // The dialog or the window changing size (a phone turned) leaves grey bands and points out of
    // view unless Leaflet measures again and fits the points anew.
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            created.invalidateSize();
            fit.current();
          });
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      created.remove();
      map.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const layer = L.layerGroup().addTo(current);
    const byId = new Map<string, L.Marker>();
    for (const point of points) {
      const marker = L.marker([point.lat, point.long], { icon: letterIcon(point.letter), title: point.title, keyboard: true, riseOnHover: true });
      marker.on('click', () => select.current(point.id)).addTo(layer);
      byId.set(point.id, marker);
    }
    markers.current = byId;
    fit.current = () => {
      // More room above a point than below: its pin stands 38 px over it.
      if (points.length > 0)
        current.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.long] as [number, number])), { paddingTopLeft: [28, 48], paddingBottomRight: [28, 28], maxZoom: 15 });
    };
    fit.current();
    return () => {
      layer.remove();
    };
  }, [points]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const active = id === activeId;
      // A class rather than a new icon: the marker keeps its element, and the keyboard focus on it.
      marker.getElement()?.classList.toggle('is-active', active);
      marker.setZIndexOffset(active ? 1000 : 0);
      if (active && map.current && !map.current.getBounds().pad(-0.1).contains(marker.getLatLng())) map.current.panTo(marker.getLatLng());
    }
  }, [activeId, points]);

  return <div ref={container} className="relay-map" role="region" aria-label="Carte des points relais" />;
}
