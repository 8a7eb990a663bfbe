/** A point on the map, in decimal degrees. */
export interface Coordinates {
  lat: number;
  long: number;
}

/**
 * Centres of the towns and Paris arrondissements where the bundled parcel shops are, by postal
 * code: a search from one of them is placed precisely.
 */
const BUNDLED_TOWNS: Record<string, Coordinates> = {
  '75003': { lat: 48.8630, long: 2.3600 },
  '75010': { lat: 48.8760, long: 2.3610 },
  '75011': { lat: 48.8590, long: 2.3800 },
  '75012': { lat: 48.8400, long: 2.3880 },
  '75020': { lat: 48.8630, long: 2.4010 },
  '69001': { lat: 45.7680, long: 4.8310 },
  '69003': { lat: 45.7590, long: 4.8560 },
  '69007': { lat: 45.7450, long: 4.8420 },
  '69100': { lat: 45.7710, long: 4.8800 },
  '13001': { lat: 43.2990, long: 5.3840 },
  '13006': { lat: 43.2880, long: 5.3800 },
  '13008': { lat: 43.2580, long: 5.3900 },
  '13100': { lat: 43.5290, long: 5.4470 },
  '33000': { lat: 44.8410, long: -0.5800 },
  '33800': { lat: 44.8270, long: -0.5660 },
  '33400': { lat: 44.8070, long: -0.5900 },
  '44000': { lat: 47.2180, long: -1.5540 },
  '44300': { lat: 47.2480, long: -1.5300 },
  '44600': { lat: 47.2730, long: -2.2140 },
  '59000': { lat: 50.6330, long: 3.0600 },
  '59800': { lat: 50.6370, long: 3.0700 },
  '59100': { lat: 50.6900, long: 3.1810 },
  '67000': { lat: 48.5830, long: 7.7460 },
  '67100': { lat: 48.5650, long: 7.7570 },
  '31000': { lat: 43.6040, long: 1.4440 },
  '31300': { lat: 43.5990, long: 1.4300 },
  '31400': { lat: 43.5720, long: 1.4620 },
  '35000': { lat: 48.1110, long: -1.6800 },
  '35700': { lat: 48.1230, long: -1.6420 },
  '06000': { lat: 43.7000, long: 7.2660 },
  '06300': { lat: 43.7010, long: 7.2850 },
  '06400': { lat: 43.5520, long: 7.0170 },
};

/**
 * Approximate prefecture of each metropolitan département: any other French postal code is
 * placed there, close enough to order relay points by distance.
 */
const DEPARTMENT_PREFECTURES: Record<string, [number, number]> = {
  '01': [46.21, 5.23], '02': [49.56, 3.62], '03': [46.57, 3.33], '04': [44.09, 6.24], '05': [44.56, 6.08],
  '06': [43.70, 7.27], '07': [44.74, 4.60], '08': [49.77, 4.72], '09': [42.97, 1.61], '10': [48.30, 4.08],
  '11': [43.21, 2.35], '12': [44.35, 2.57], '13': [43.30, 5.37], '14': [49.18, -0.37], '15': [44.93, 2.44],
  '16': [45.65, 0.16], '17': [46.16, -1.15], '18': [47.08, 2.40], '19': [45.27, 1.77], '21': [47.32, 5.04],
  '22': [48.51, -2.76], '23': [46.17, 1.87], '24': [45.18, 0.72], '25': [47.24, 6.02], '26': [44.93, 4.89],
  '27': [49.02, 1.15], '28': [48.45, 1.49], '29': [48.00, -4.10], '2A': [41.93, 8.74], '2B': [42.70, 9.45],
  '30': [43.84, 4.36], '31': [43.60, 1.44], '32': [43.65, 0.59], '33': [44.84, -0.58], '34': [43.61, 3.88],
  '35': [48.11, -1.68], '36': [46.81, 1.69], '37': [47.39, 0.69], '38': [45.19, 5.72], '39': [46.67, 5.55],
  '40': [43.89, -0.50], '41': [47.59, 1.33], '42': [45.44, 4.39], '43': [45.04, 3.88], '44': [47.22, -1.55],
  '45': [47.90, 1.91], '46': [44.45, 1.44], '47': [44.20, 0.62], '48': [44.52, 3.50], '49': [47.47, -0.55],
  '50': [49.12, -1.09], '51': [48.96, 4.36], '52': [48.11, 5.14], '53': [48.07, -0.77], '54': [48.69, 6.18],
  '55': [48.77, 5.16], '56': [47.66, -2.76], '57': [49.12, 6.18], '58': [46.99, 3.16], '59': [50.63, 3.06],
  '60': [49.43, 2.08], '61': [48.43, 0.09], '62': [50.29, 2.78], '63': [45.78, 3.08], '64': [43.30, -0.37],
  '65': [43.23, 0.08], '66': [42.70, 2.90], '67': [48.58, 7.75], '68': [48.08, 7.36], '69': [45.76, 4.84],
  '70': [47.62, 6.15], '71': [46.31, 4.83], '72': [48.00, 0.20], '73': [45.57, 5.92], '74': [45.90, 6.13],
  '75': [48.86, 2.35], '76': [49.44, 1.10], '77': [48.54, 2.66], '78': [48.80, 2.13], '79': [46.32, -0.46],
  '80': [49.89, 2.30], '81': [43.93, 2.15], '82': [44.02, 1.35], '83': [43.12, 5.93], '84': [43.95, 4.81],
  '85': [46.67, -1.43], '86': [46.58, 0.34], '87': [45.83, 1.26], '88': [48.17, 6.45], '89': [47.80, 3.57],
  '90': [47.64, 6.86], '91': [48.63, 2.44], '92': [48.89, 2.21], '93': [48.91, 2.44], '94': [48.79, 2.46],
  '95': [49.04, 2.08],
};

/** The département of a French postal code: '75', '2A'/'2B' for Corsica, '971'… overseas. */
export function departmentOf(postalCode: string): string {
  if (postalCode.startsWith('97') || postalCode.startsWith('98')) return postalCode.slice(0, 3);
  if (postalCode.startsWith('20')) return postalCode < '20200' ? '2A' : '2B';
  return postalCode.slice(0, 2);
}

/** Where a French postal code is: its bundled town, else its département's prefecture, else unknown (null). */
export function locatePostalCode(postalCode: string): Coordinates | null {
  const town = BUNDLED_TOWNS[postalCode];
  if (town) return town;
  const prefecture = DEPARTMENT_PREFECTURES[departmentOf(postalCode)];
  return prefecture ? { lat: prefecture[0], long: prefecture[1] } : null;
}

export function isBundledTown(postalCode: string): boolean {
  return postalCode in BUNDLED_TOWNS;
}

/** Great-circle distance in km (haversine): plenty for ordering points a few km to a few hundred km apart. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
