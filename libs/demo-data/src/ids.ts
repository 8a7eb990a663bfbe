/**
 * Fixed ids of the demo rows that other files point to. Ranges keep kinds apart so a glance at
 * an id tells what it is: books 101–199, goodies 201–299, gift cards 301–399, rewards 401–499.
 */
export const BOOK = {
  heuresBlanches: 101,
  maisonVoletsBleus: 102,
  orbiteBasse: 103,
  jardinsDeTitan: 104,
  rivieresEmportent: 105,
  brumeEtangNeuf: 106,
  dernierFerry: 107,
  nosMeres: 108,
  goutDuMil: 109,
  carnetsMaree: 110,
  atelierDesOmbres: 111,
  sentinellesVercors: 112,
  traiteLenteur: 113,
  anneeDesLucioles: 114,
  memoiresSatellite: 115,
  nuitSardinieres: 116,
  cadastreDesSonges: 117,
  sousLaCendre: 118,
  hiverMontmartre: 120,
  lettresRosalind: 121,
  toutCeQuiBrille: 122,
  balCoeursFauves: 123,
  lundiLesMerles: 124,
  abecedaireLittoral: 125,
  poemesSemaine: 126,
  ceQuiResteNuit: 127,
  filDAriane: 128,
  eclatsDEnfance: 129,
  villeSansSommeil: 130,
  deuxCafes: 131,
} as const;

export const GOODIE = {
  toteBag: 201,
  tshirt: 202,
  mug: 203,
  posterTitan: 204,
  marquePages: 205,
  badges: 206,
  toteCoeurs: 207,
} as const;

export const GIFT_CARD = 301;
/** The gift cards of larger amounts, beside the 25 € one. */
export const GIFT_CARD_50 = 302;
export const GIFT_CARD_100 = 303;

export const CAMPAIGN = {
  satellite: 1,
  balCoeursFauves: 2,
  lucioles: 3,
  sentinelles: 4,
  oiseauxTombouctou: 5,
  villesEnglouties: 6,
} as const;

export const ATTRIBUTE_TYPE = { taille: 1, couleur: 2 } as const;
