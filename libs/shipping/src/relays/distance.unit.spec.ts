import { distanceMeters, nearestWithinRadius, RELAY_SEARCH_RADIUS_M } from './distance';

const LYON_CROIX_ROUSSE = { lat: 45.7786, long: 4.8265 };
const LYON_TERREAUX = { lat: 45.7668, long: 4.8319 };

describe('distance between two places (haversine)', () => {
  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceMeters(LYON_TERREAUX, LYON_TERREAUX)).toBe(0);
    expect(distanceMeters(LYON_CROIX_ROUSSE, LYON_TERREAUX)).toBeCloseTo(distanceMeters(LYON_TERREAUX, LYON_CROIX_ROUSSE), 6);
  });

  it('gives a degree of latitude its 111.2 km and a degree of longitude at 60° half of that', () => {
    expect(distanceMeters({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters({ lat: 60, long: 0 }, { lat: 60, long: 1 })).toBeCloseTo(55_597, -1);
  });

  it('measures known French distances within a few hundred metres', () => {
    // Paris (Notre-Dame) to Lyon (Bellecour): 392 km as the crow flies
    expect(distanceMeters({ lat: 48.853, long: 2.3499 }, { lat: 45.7578, long: 4.832 }) / 1000).toBeCloseTo(392, 0);
    // Croix-Rousse town hall to the Terreaux: about 1.4 km
    expect(Math.round(distanceMeters(LYON_CROIX_ROUSSE, LYON_TERREAUX) / 100) * 100).toBe(1400);
  });

  it('stays a number for antipodes (rounding never takes the arc sine past 1)', () => {
    expect(distanceMeters({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6_371_000, 0);
  });
});

describe('points within the search radius', () => {
  it('keeps those up to 20 km, nearest first, equal distances in their given order, unknown distances last', () => {
    const points = [
      { id: 'far', distance_m: RELAY_SEARCH_RADIUS_M + 1 },
      { id: 'unknown', distance_m: null },
      { id: 'edge', distance_m: RELAY_SEARCH_RADIUS_M },
      { id: 'near-1', distance_m: 350 },
      { id: 'near-2', distance_m: 350 },
      { id: 'nearest', distance_m: 0 },
    ];
    expect(nearestWithinRadius(points).map((p) => p.id)).toEqual(['nearest', 'near-1', 'near-2', 'edge', 'unknown']);
    expect(RELAY_SEARCH_RADIUS_M).toBe(20_000);
  });
});
