/** A point on the map, in decimal degrees. */
export interface Coordinates {
  lat: number;
  long: number;
}

/** Mean radius of the Earth, in metres (the haversine formula's sphere). */
const EARTH_RADIUS_M = 6_371_000;

/**
 * How far a relay point may be from the searched place: beyond it a shopper would rather have the
 * parcel at home, so such points are left out of the search (the carrier's own widget stays as close).
 */
export const RELAY_SEARCH_RADIUS_KM = 20;
export const RELAY_SEARCH_RADIUS_M = RELAY_SEARCH_RADIUS_KM * 1000;

/** Great-circle distance in metres (haversine): within a few metres for a shopper's trip to a relay point. */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The points within the search radius, nearest first; a point at an unknown distance (null) comes last. */
export function nearestWithinRadius<T extends { distance_m: number | null }>(points: readonly T[], radiusM = RELAY_SEARCH_RADIUS_M): T[] {
  return (
    points
      .filter((point) => point.distance_m === null || point.distance_m <= radiusM)
      .map((point, index) => ({ point, index }))
      // Stable: equal distances keep the provider's order.
      .sort((a, b) => (a.point.distance_m ?? Infinity) - (b.point.distance_m ?? Infinity) || a.index - b.index)
      .map(({ point }) => point)
  );
}
