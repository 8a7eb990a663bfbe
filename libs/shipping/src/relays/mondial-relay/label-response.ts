import { xmlElements, xmlText } from './soap-xml';

/** What a WSI2_CreationEtiquette answer holds. */
export interface Wsi2LabelResponse {
  stat: string;
  /** 8 digits: the parcel's tracking number. */
  expeditionNumber: string;
  /** Path of the label on the carrier's site ('/ww2/PDF/StickerMaker2.aspx?…&format=A4&…'). */
  labelPath: string;
}

/** Reads the answer; null when it is not one (an HTML error page, a proxy's message…). */
export function readWsi2LabelResponse(xml: string): Wsi2LabelResponse | null {
  const [result] = xmlElements(xml, 'WSI2_CreationEtiquetteResult');
  if (result === undefined) return null;
  return { stat: xmlText(result, 'STAT'), expeditionNumber: xmlText(result, 'ExpeditionNum'), labelPath: xmlText(result, 'URL_Etiquette') };
}

/** The carrier's site, where label paths point. */
export const MONDIAL_RELAY_SITE = 'https://www.mondialrelay.com';

/**
 * The label's address in the 10 × 15 cm format thermal printers take (the service answers A4). Only
 * a path on the carrier's site is followed: an answer cannot send the shop to fetch elsewhere.
 */
export function labelUrl(path: string, site: string = MONDIAL_RELAY_SITE): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const url = new URL(path, site);
  if (url.searchParams.has('format')) url.searchParams.set('format', '10x15');
  return url.toString();
}
