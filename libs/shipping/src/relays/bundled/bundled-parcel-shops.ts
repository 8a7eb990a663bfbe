import { ParcelShopNature } from '../parcel-shop';
import { DayHours, parseDayHours } from '../opening-hours';

/** A point of the bundled set: what the carrier would tell, plus the heaviest parcel it takes. */
export interface BundledParcelShop {
  ID: string;
  Nom: string;
  Adresse1: string;
  Adresse2: string;
  CP: string;
  Ville: string;
  Lat: string;
  Long: string;
  Nature: ParcelShopNature;
  /** Monday first, HHMM pairs. */
  hours: DayHours[];
  maxWeightGrams: number;
  available: boolean;
  warning: string | null;
}

/** Weekly schedules, Monday first, in the compact '0900-1230 1400-1900' notation ('' = closed). */
const SCHEDULES = {
  tabac: ['0700-1230 1400-1930', '0700-1230 1400-1930', '0700-1230 1400-1930', '0700-1230 1400-1930', '0700-1230 1400-1930', '0800-1230 1430-1900', ''],
  presse: ['0730-1300 1500-1930', '0730-1300 1500-1930', '0730-1300 1500-1930', '0730-1300 1500-1930', '0730-1300 1500-1930', '0730-1300 1500-1930', '0800-1230'],
  epicerie: ['', '0900-1300 1530-2030', '0900-1300 1530-2030', '0900-1300 1530-2030', '0900-1300 1530-2030', '0900-2030', '0930-1300'],
  commerce: ['1400-1900', '1000-1300 1400-1900', '1000-1300 1400-1900', '1000-1300 1400-1900', '1000-1300 1400-1900', '1000-1900', ''],
  locker: ['0000-2359', '0000-2359', '0000-2359', '0000-2359', '0000-2359', '0000-2359', '0000-2359'],
} as const;

/**
 * Fictional limits of the bundled set: counters take the carrier's heaviest parcels, lockers'
 * compartments lighter ones.
 */
const MAX_WEIGHT_GRAMS = { '1': 30_000, C: 20_000 } as const;

type Row = [id: string, nom: string, adresse1: string, adresse2: string, cp: string, ville: string, lat: string, long: string, schedule: keyof typeof SCHEDULES];

/** Fictional but believable points, in the carrier's capitals, spread over ten départements. */
const ROWS: Row[] = [
  // Paris (75)
  ['075101', 'TABAC LE ROQUETTE', '28 RUE DE LA ROQUETTE', '', '75011', 'PARIS', '48.8544', '2.3733', 'tabac'],
  ['075102', 'PRESSE OBERKAMPF', '112 RUE OBERKAMPF', '', '75011', 'PARIS', '48.8656', '2.3784', 'presse'],
  ['075103', 'LOCKER VOLTAIRE', '145 BOULEVARD VOLTAIRE', 'PARVIS DE LA SUPERETTE', '75011', 'PARIS', '48.8558', '2.3860', 'locker'],
  ['075104', 'EPICERIE DE LA FOLIE', '41 RUE DE LA FOLIE-REGNAULT', '', '75011', 'PARIS', '48.8596', '2.3885', 'epicerie'],
  ['075105', 'PAPETERIE DU CANAL', '63 QUAI DE VALMY', '', '75010', 'PARIS', '48.8722', '2.3634', 'commerce'],
  ['075106', 'PRESSING DE BRETAGNE', '22 RUE DE BRETAGNE', '', '75003', 'PARIS', '48.8630', '2.3618', 'commerce'],
  ['075107', 'TABAC DES PYRENEES', '212 RUE DES PYRENEES', '', '75020', 'PARIS', '48.8641', '2.3986', 'tabac'],
  ['075108', 'EPICERIE LEDRU-ROLLIN', '98 AVENUE LEDRU-ROLLIN', '', '75012', 'PARIS', '48.8502', '2.3761', 'epicerie'],
  ['075109', 'LOCKER GARE DE LYON', '20 BOULEVARD DIDEROT', 'HALL 3, FACE AUX TAXIS', '75012', 'PARIS', '48.8449', '2.3740', 'locker'],
  // Lyon (69)
  ['069101', 'TABAC DES TERREAUX', '4 RUE D ALGERIE', '', '69001', 'LYON', '45.7668', '4.8319', 'tabac'],
  ['069102', 'PRESSE PART-DIEU', '37 RUE SERVIENT', '', '69003', 'LYON', '45.7605', '4.8547', 'presse'],
  ['069103', 'EPICERIE JEAN MACE', '12 RUE DE MARSEILLE', '', '69007', 'LYON', '45.7496', '4.8424', 'epicerie'],
  ['069104', 'LOCKER GRATTE-CIEL', '9 AVENUE HENRI BARBUSSE', 'PARKING DU MARCHE', '69100', 'VILLEURBANNE', '45.7697', '4.8803', 'locker'],
  // Bouches-du-Rhône (13)
  ['013101', 'TABAC DE LA CANEBIERE', '58 LA CANEBIERE', '', '13001', 'MARSEILLE', '43.2972', '5.3800', 'tabac'],
  ['013102', 'PRESSE CASTELLANE', '3 PLACE CASTELLANE', '', '13006', 'MARSEILLE', '43.2858', '5.3834', 'presse'],
  ['013103', 'LOCKER PRADO', '310 AVENUE DU PRADO', 'ENTREE DU SUPERMARCHE', '13008', 'MARSEILLE', '43.2687', '5.3893', 'locker'],
  ['013104', 'LIBRAIRIE DU COURS', '17 RUE D ITALIE', '', '13100', 'AIX-EN-PROVENCE', '43.5263', '5.4486', 'commerce'],
  // Gironde (33)
  ['033101', 'TABAC DES CHARTRONS', '71 RUE NOTRE-DAME', '', '33000', 'BORDEAUX', '44.8531', '-0.5702', 'tabac'],
  ['033102', 'PRESSE SAINTE-CATHERINE', '140 RUE SAINTE-CATHERINE', '', '33000', 'BORDEAUX', '44.8376', '-0.5735', 'presse'],
  ['033103', 'EPICERIE DES CAPUCINS', '8 PLACE DES CAPUCINS', '', '33800', 'BORDEAUX', '44.8301', '-0.5678', 'epicerie'],
  ['033104', 'LOCKER TALENCE CENTRE', '150 COURS GAMBETTA', '', '33400', 'TALENCE', '44.8085', '-0.5886', 'locker'],
  // Loire-Atlantique (44)
  ['044101', 'TABAC DU BOUFFAY', '5 PLACE DU BOUFFAY', '', '44000', 'NANTES', '47.2146', '-1.5527', 'tabac'],
  ['044102', 'PRESSE GRASLIN', '2 RUE CREBILLON', '', '44000', 'NANTES', '47.2133', '-1.5609', 'presse'],
  ['044103', 'EPICERIE DE LA BEAUJOIRE', '24 ROUTE DE SAINT-JOSEPH', '', '44300', 'NANTES', '47.2545', '-1.5238', 'epicerie'],
  ['044104', 'TABAC DU PORT', '33 AVENUE DE LA REPUBLIQUE', '', '44600', 'SAINT-NAZAIRE', '47.2745', '-2.2137', 'tabac'],
  // Nord (59)
  ['059101', 'TABAC DU VIEUX-LILLE', '19 RUE DE LA MONNAIE', '', '59800', 'LILLE', '50.6405', '3.0641', 'tabac'],
  ['059102', 'PRESSE RIHOUR', '6 PLACE RIHOUR', '', '59000', 'LILLE', '50.6358', '3.0604', 'presse'],
  ['059103', 'LOCKER LILLE FLANDRES', 'PLACE DES BUISSES', 'PARVIS DE LA GARE', '59800', 'LILLE', '50.6367', '3.0706', 'locker'],
  ['059104', 'EPICERIE DE LA GRAND-PLACE', '11 GRANDE RUE', '', '59100', 'ROUBAIX', '50.6905', '3.1790', 'epicerie'],
  // Bas-Rhin (67)
  ['067101', 'TABAC DE LA PETITE FRANCE', '9 RUE DU BAIN-AUX-PLANTES', '', '67000', 'STRASBOURG', '48.5812', '7.7417', 'tabac'],
  ['067102', 'PRESSE KLEBER', '27 PLACE KLEBER', '', '67000', 'STRASBOURG', '48.5836', '7.7458', 'presse'],
  ['067103', 'EPICERIE DU NEUDORF', '64 ROUTE DU POLYGONE', '', '67100', 'STRASBOURG', '48.5692', '7.7565', 'epicerie'],
  // Haute-Garonne (31)
  ['031101', 'TABAC DU CAPITOLE', '15 RUE DU TAUR', '', '31000', 'TOULOUSE', '43.6058', '1.4432', 'tabac'],
  ['031102', 'PRESSE SAINT-CYPRIEN', '21 PLACE OLIVIER', '', '31300', 'TOULOUSE', '43.5985', '1.4307', 'presse'],
  ['031103', 'LOCKER RANGUEIL', '118 AVENUE DE RANGUEIL', 'STATION-SERVICE', '31400', 'TOULOUSE', '43.5749', '1.4601', 'locker'],
  // Ille-et-Vilaine (35)
  ['035101', 'TABAC DES LICES', '30 PLACE DES LICES', '', '35000', 'RENNES', '48.1126', '-1.6828', 'tabac'],
  ['035102', 'PRESSE DU COLOMBIER', '4 RUE DU PUITS MAUGER', '', '35000', 'RENNES', '48.1052', '-1.6812', 'presse'],
  ['035103', 'EPICERIE DE BEAULIEU', '7 AVENUE DES BUTTES DE COESMES', '', '35700', 'RENNES', '48.1215', '-1.6380', 'epicerie'],
  // Alpes-Maritimes (06)
  ['006101', 'TABAC MASSENA', '2 RUE MASSENA', '', '06000', 'NICE', '43.6979', '7.2681', 'tabac'],
  ['006102', 'PRESSE DU PORT', '9 PLACE ILE DE BEAUTE', '', '06300', 'NICE', '43.6992', '7.2853', 'presse'],
  ['006103', 'EPICERIE FORVILLE', '14 RUE MEYNADIER', '', '06400', 'CANNES', '43.5525', '7.0142', 'epicerie'],
];

/** Points that would disappoint a shopper, to show how the SPA renders them. */
const NOTICES: Record<string, { available: boolean; warning: string }> = {
  '075107': { available: false, warning: 'Fermé pour travaux : ce point relais ne reçoit plus de colis pour le moment.' },
  '013104': { available: true, warning: 'Point relais situé dans une rue piétonne, accès en voiture difficile.' },
};

/** The bundled set, used in development, in tests and when no Mondial Relay credentials are configured. */
export const BUNDLED_PARCEL_SHOPS: readonly BundledParcelShop[] = ROWS.map(([ID, Nom, Adresse1, Adresse2, CP, Ville, Lat, Long, schedule]) => {
  const Nature: ParcelShopNature = schedule === 'locker' ? 'C' : '1';
  return {
    ID,
    Nom,
    Adresse1,
    Adresse2,
    CP,
    Ville,
    Lat,
    Long,
    Nature,
    hours: SCHEDULES[schedule].map(parseDayHours),
    maxWeightGrams: MAX_WEIGHT_GRAMS[Nature],
    available: NOTICES[ID]?.available ?? true,
    warning: NOTICES[ID]?.warning ?? null,
  };
});
