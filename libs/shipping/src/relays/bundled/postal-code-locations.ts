import { Coordinates } from '../distance';

/**
 * Town-hall positions of the postal codes a search is placed at precisely, with no network at run
 * time: every town of the bundled parcel shops, every arrondissement of Paris, Lyon and Marseille,
 * and the main code of the thirty-odd largest French cities. Any other code falls back to its
 * département's prefecture (see locatePostalCode).
 */
const TOWNS: Record<string, [lat: number, long: number]> = {
  // Paris: its twenty arrondissements (75116 is the 16e's second code)
  '75001': [48.8603, 2.3412], '75002': [48.8667, 2.3410], '75003': [48.8630, 2.3600], '75004': [48.8566, 2.3553],
  '75005': [48.8462, 2.3445], '75006': [48.8506, 2.3332], '75007': [48.8566, 2.3122], '75008': [48.8723, 2.3124],
  '75009': [48.8770, 2.3374], '75010': [48.8760, 2.3610], '75011': [48.8590, 2.3800], '75012': [48.8400, 2.3880],
  '75013': [48.8322, 2.3561], '75014': [48.8331, 2.3264], '75015': [48.8412, 2.3003], '75016': [48.8637, 2.2769],
  '75116': [48.8637, 2.2769], '75017': [48.8848, 2.3215], '75018': [48.8925, 2.3444], '75019': [48.8826, 2.3822],
  '75020': [48.8630, 2.4010],
  // Lyon: its nine arrondissements, and Villeurbanne
  '69001': [45.7680, 4.8310], '69002': [45.7500, 4.8268], '69003': [45.7590, 4.8560], '69004': [45.7786, 4.8265],
  '69005': [45.7570, 4.8120], '69006': [45.7691, 4.8503], '69007': [45.7450, 4.8420], '69008': [45.7350, 4.8690],
  '69009': [45.7740, 4.8060], '69100': [45.7710, 4.8800],
  // Marseille: its sixteen arrondissements, and Aix-en-Provence
  '13001': [43.2990, 5.3840], '13002': [43.3100, 5.3660], '13003': [43.3120, 5.3800], '13004': [43.3060, 5.4010],
  '13005': [43.2930, 5.3990], '13006': [43.2880, 5.3800], '13007': [43.2830, 5.3630], '13008': [43.2580, 5.3900],
  '13009': [43.2500, 5.4400], '13010': [43.2760, 5.4260], '13011': [43.2880, 5.4840], '13012': [43.3080, 5.4400],
  '13013': [43.3490, 5.4330], '13014': [43.3450, 5.3920], '13015': [43.3590, 5.3630], '13016': [43.3640, 5.3140],
  '13100': [43.5290, 5.4470], '13090': [43.5300, 5.4300],
  // Towns of the bundled parcel shops
  '33000': [44.8410, -0.5800], '33800': [44.8270, -0.5660], '33400': [44.8070, -0.5900],
  '44000': [47.2180, -1.5540], '44300': [47.2480, -1.5300], '44600': [47.2730, -2.2140],
  '59000': [50.6330, 3.0600], '59800': [50.6370, 3.0700], '59100': [50.6900, 3.1810],
  '67000': [48.5830, 7.7460], '67100': [48.5650, 7.7570],
  '31000': [43.6040, 1.4440], '31300': [43.5990, 1.4300], '31400': [43.5720, 1.4620],
  '35000': [48.1110, -1.6800], '35700': [48.1230, -1.6420],
  '06000': [43.7000, 7.2660], '06300': [43.7010, 7.2850], '06400': [43.5520, 7.0170],
  // Other large cities
  '34000': [43.6110, 3.8770], '51100': [49.2580, 4.0320], '42000': [45.4400, 4.3870], '83000': [43.1250, 5.9300],
  '76600': [49.4940, 0.1080], '38000': [45.1880, 5.7240], '21000': [47.3220, 5.0410], '49000': [47.4710, -0.5520],
  '30000': [43.8370, 4.3600], '63000': [45.7770, 3.0870], '72000': [48.0060, 0.1990], '29200': [48.3900, -4.4860],
  '37000': [47.3940, 0.6850], '80000': [49.8940, 2.2960], '87000': [45.8340, 1.2620], '74000': [45.8990, 6.1290],
  '66000': [42.6990, 2.8950], '57000': [49.1190, 6.1760], '25000': [47.2380, 6.0240], '45000': [47.9030, 1.9090],
  '76000': [49.4430, 1.0990], '68100': [47.7500, 7.3360], '14000': [49.1830, -0.3710], '54000': [48.6920, 6.1840],
  '92100': [48.8350, 2.2410], '93200': [48.9360, 2.3570], '86000': [46.5800, 0.3400], '64000': [43.2950, -0.3700],
  '17000': [46.1600, -1.1510], '84000': [43.9490, 4.8060],
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

/** Where a French postal code is: its town, else its département's prefecture, else unknown (null: no such département). */
export function locatePostalCode(postalCode: string): Coordinates | null {
  const town = hasTownPosition(postalCode) ? TOWNS[postalCode] : undefined;
  if (town) return { lat: town[0], long: town[1] };
  return prefectureOf(postalCode);
}

/** The prefecture of the postal code's département, or null for a code of no metropolitan département. */
export function prefectureOf(postalCode: string): Coordinates | null {
  const department = departmentOf(postalCode);
  const prefecture = Object.prototype.hasOwnProperty.call(DEPARTMENT_PREFECTURES, department) ? DEPARTMENT_PREFECTURES[department] : undefined;
  return prefecture ? { lat: prefecture[0], long: prefecture[1] } : null;
}

/** Every postal code placed at its own town. */
export function townPostalCodes(): string[] {
  return Object.keys(TOWNS);
}

/** Whether the postal code is placed at its own town (not at its département's prefecture). */
export function hasTownPosition(postalCode: string): boolean {
  return Object.prototype.hasOwnProperty.call(TOWNS, postalCode);
}

/** Overseas départements and collectivities: French postal codes the carrier serves no relay point at. */
export function isOverseas(postalCode: string): boolean {
  return postalCode.startsWith('97') || postalCode.startsWith('98');
}
