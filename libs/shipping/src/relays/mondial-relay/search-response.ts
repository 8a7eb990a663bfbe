import { FRENCH_DAYS, hoursHtmlTable } from '../opening-hours';
import { ParcelShop, ParcelShopNature, relayLetter } from '../parcel-shop';
import { availability, ClosurePeriod } from './relay-closures';
import { decodeXmlText, xmlElements, xmlText } from './soap-xml';

/** What a WSI4_PointRelais_Recherche answer holds: its STAT and the raw XML of each point. */
export interface Wsi4Response {
  stat: string;
  points: string[];
}

/** Reads the answer; null when it is not one (an HTML error page, a proxy's message…). */
export function readWsi4Response(xml: string): Wsi4Response | null {
  const [result] = xmlElements(xml, 'WSI4_PointRelais_RechercheResult');
  if (result === undefined) return null;
  // Each point carries a STAT of its own: the call's STAT is the one before the list.
  const [head] = result.split(/<(?:[\w.-]+:)?PointsRelais[\s/>]/);
  const points = xmlElements(result, 'PointRelais_Details').filter((p) => xmlText(p, 'Num') !== '');
  return { stat: xmlText(head, 'STAT'), points };
}

/** '48,8589400' → '48.8589400', '02,3719400' → '2.3719400'; anything that is not a decimal number → ''. */
function decimal(value: string): string {
  const dotted = value.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(dotted) ? dotted.replace(/^(-?)0+(?=\d)/, '$1') : '';
}

/**
 * WSI4 has no field for the kind of point: Mondial Relay names its lockers « LOCKER … »
 * (an assumption to check against recorded answers), every other point is a shop counter.
 */
function natureOf(point: string): ParcelShopNature {
  return /\bLOCKER\b/i.test(`${xmlText(point, 'LgAdr1')} ${xmlText(point, 'LgAdr2')}`) ? 'C' : '1';
}

/** `Distance`: metres from the searched place, as the service counts them; null when absent or not a number. */
export function distanceOf(point: string): number | null {
  const metres = xmlText(point, 'Distance').trim();
  return /^\d+$/.test(metres) ? Number(metres) : null;
}

const isoDay = (dateTime: string) => (/^(19|20)\d\d-\d\d-\d\d/.test(dateTime) ? dateTime.slice(0, 10) : null);

/** Informations_Dispo: the closure periods (Debut, Fin); empty or nil dates are skipped. */
function closuresOf(point: string): ClosurePeriod[] {
  const [informations = ''] = xmlElements(point, 'Informations_Dispo');
  return xmlElements(informations, 'Periode').flatMap((periode) => {
    const [from, to] = [isoDay(xmlText(periode, 'Debut')), isoDay(xmlText(periode, 'Fin'))];
    return from && to && from <= to ? [{ from, to }] : [];
  });
}

function weekOf(point: string): string[][] {
  return FRENCH_DAYS.map((day) => {
    const [hours = ''] = xmlElements(point, `Horaires_${day}`);
    return xmlElements(hours, 'string').map((s) => decodeXmlText(s).trim());
  });
}

/** One PointRelais_Details as the spec's parcel shop (DOMAIN.md's mapping), lettered by its position. */
export function toParcelShop(point: string, index: number, today: string): ParcelShop {
  const text = (name: string) => xmlText(point, name);
  const photo = text('URL_Photo');
  const { available, warning } = availability(closuresOf(point), today);
  return {
    Nom: text('LgAdr1'),
    Adresse1: text('LgAdr3'),
    Adresse2: text('LgAdr4'),
    CP: text('CP'),
    Ville: text('Ville'),
    ID: text('Num'),
    Lat: decimal(text('Latitude')),
    Long: decimal(text('Longitude')),
    Nature: natureOf(point),
    Pays: text('Pays'),
    Letter: relayLetter(index),
    available,
    hours_html_table: hoursHtmlTable(weekOf(point)),
    photo: /^https?:\/\//.test(photo) ? photo : null,
    warning,
  };
}
