import { Logger } from '@nestjs/common';
import { parisDay } from '@shop/common';
import { nearestWithinRadius } from '../distance';
import { NearbyParcelShop, ParcelShop, ParcelShopProvider, ParcelShopSearch, relayLetter } from '../parcel-shop';
import { RelaySearchUnavailable } from '../relay-search-unavailable.error';
import { RelayLabel, RelayLabelRequest, RelayLabelUnavailable } from '../../labels/relay-label';
import { labelRequest, WSI2_LABEL } from './label-request';
import { labelUrl, MONDIAL_RELAY_SITE, readWsi2LabelResponse } from './label-response';
import { lookupRequest, searchRequest, soapEnvelope, Wsi4Request, WSI4_SOAP_ACTION } from './search-request';
import { distanceOf, readWsi4Response, toParcelShop } from './search-response';
import { soapActionOf, soapEnvelopeOf } from './soap-call';
import { xmlText } from './soap-xml';
import { parcelRefusal, STAT_OK, statReason } from './stat-codes';

export interface MondialRelaySettings {
  /** Up to 8 characters, padded when sent. */
  enseigne: string;
  privateKey: string;
  /** https://api.mondialrelay.com/Web_Services.asmx */
  url: string;
  /** The checkout waits for the answer: give up after this long. */
  timeoutMs?: number;
  /** Where the label paths the service answers point (the carrier's site; a local one in tests). */
  labelSite?: string;
}

/** A label is asked by staff, who can wait longer than a shopper; the PDF comes in a second request. */
export const MONDIAL_RELAY_LABEL_TIMEOUT_MS = 15_000;

/** A label PDF is tens of kilobytes: anything past this is not one. */
const MAX_LABEL_BYTES = 2 * 1024 * 1024;

type Failure = (reason: string, level?: 'warn' | 'error') => Error;

export const MONDIAL_RELAY_TIMEOUT_MS = 5000;

/**
 * Parcel shops and labels from Mondial Relay's SOAP web service (WSI4_PointRelais_Recherche,
 * WSI2_CreationEtiquette), XML built and read by hand.
 */
export class MondialRelayProvider implements ParcelShopProvider {
  private readonly logger = new Logger('MondialRelay');

  constructor(
    private readonly settings: MondialRelaySettings,
    private readonly fetchFn: typeof fetch = fetch,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The service's own distances sort the points and leave out those past the search radius; letters follow. */
  async search(criteria: ParcelShopSearch): Promise<NearbyParcelShop[]> {
    const points = await this.call(searchRequest(this.settings.enseigne, criteria));
    const today = this.today();
    const nearby = points.map((point) => ({ ...toParcelShop(point, 0, today), distance_m: distanceOf(point) }));
    return nearestWithinRadius(nearby)
      .slice(0, criteria.limit)
      .map((shop, index) => ({ ...shop, Letter: relayLetter(index) }));
  }

  async findById(country: string, id: string): Promise<ParcelShop | null> {
    const points = await this.call(lookupRequest(this.settings.enseigne, country, id));
    const today = this.today();
    return points.map((point) => toParcelShop(point, 0, today)).find((shop) => shop.ID === id) ?? null;
  }

  private today(): string {
    return parisDay(this.clock());
  }

  /** Posts the call and returns the points' XML; any failure becomes RelaySearchUnavailable. */
  private async call(params: Wsi4Request): Promise<string[]> {
    const fail: Failure = (reason, level) => this.unavailable(reason, level);
    const body = await this.post(WSI4_SOAP_ACTION, soapEnvelope(params, this.settings.privateKey), this.settings.timeoutMs ?? MONDIAL_RELAY_TIMEOUT_MS, fail);
    const answer = readWsi4Response(body);
    if (!answer) throw fail("La réponse de Mondial Relay n'est pas une réponse WSI4_PointRelais_Recherche.");
    if (answer.stat !== STAT_OK) throw fail(statReason(answer.stat), 'error');
    return answer.points;
  }

  /**
   * Creates the expedition at the carrier and fetches its label (10 × 15 cm). Each successful call
   * is a parcel the carrier expects: callers keep the answer and never ask twice for one parcel.
   */
  async createLabel(request: RelayLabelRequest): Promise<RelayLabel> {
    const fail: Failure = (reason, level = 'warn') => {
      this.logger[level](reason);
      return new RelayLabelUnavailable(reason);
    };
    const timeout = MONDIAL_RELAY_LABEL_TIMEOUT_MS;
    const params = labelRequest(this.settings.enseigne, request);
    const body = await this.post(soapActionOf(WSI2_LABEL), soapEnvelopeOf(WSI2_LABEL, params, this.settings.privateKey), timeout, fail);
    const answer = readWsi2LabelResponse(body);
    if (!answer) throw fail("La réponse de Mondial Relay n'est pas une réponse WSI2_CreationEtiquette.");
    if (answer.stat !== STAT_OK) {
      const refusal = parcelRefusal(answer.stat);
      this.logger[refusal ? 'warn' : 'error'](statReason(answer.stat));
      throw refusal ? new RelayLabelUnavailable(statReason(answer.stat), refusal) : new RelayLabelUnavailable(statReason(answer.stat));
    }
    if (!/^\d{8}$/.test(answer.expeditionNumber)) throw fail(`Numéro d'expédition Mondial Relay inattendu : « ${answer.expeditionNumber} ».`, 'error');
    const url = labelUrl(answer.labelPath, this.settings.labelSite ?? MONDIAL_RELAY_SITE);
    if (!url) throw fail(`Adresse d'étiquette Mondial Relay inattendue : « ${answer.labelPath} ».`, 'error');
    return { expeditionNumber: answer.expeditionNumber, pdf: await this.download(url, timeout, fail) };
  }

  /** The label's PDF, refused when it is not one or too large. */
  private async download(url: string, timeoutMs: number, fail: Failure): Promise<Buffer> {
    let pdf: Buffer;
    try {
      const response = await this.fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status !== 200) throw fail(`L'étiquette Mondial Relay a répondu HTTP ${response.status}.`);
      pdf = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof RelayLabelUnavailable) throw error;
      throw fail(`L'étiquette Mondial Relay n'a pas pu être téléchargée : ${String(error)}`);
    }
    if (pdf.length > MAX_LABEL_BYTES || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw fail("L'étiquette Mondial Relay téléchargée n'est pas un PDF.", 'error');
    return pdf;
  }

  /** Posts one SOAP call and returns the answer's body; a network failure, a timeout or an HTTP error goes through `fail`. */
  private async post(action: string, envelope: string, timeoutMs: number, fail: Failure): Promise<string> {
    let status: number;
    let body: string;
    try {
      const response = await this.fetchFn(this.settings.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
        body: envelope,
        // Covers reading the body too: a slow answer cannot hold the caller.
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      // fetch rejects with a DOMException named TimeoutError (not always an Error of this realm).
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw fail(timedOut ? 'Mondial Relay ne répond pas dans le délai.' : `Mondial Relay injoignable : ${String(error)}`);
    }
    if (status < 200 || status >= 300) {
      const fault = xmlText(body, 'faultstring');
      throw fail(`Mondial Relay a répondu HTTP ${status}${fault ? ` (${fault})` : ''}.`);
    }
    return body;
  }

  /** A refused call (bad credentials…) is an error for ops; a slow or absent service only a warning. */
  private unavailable(reason: string, level: 'warn' | 'error' = 'warn'): RelaySearchUnavailable {
    this.logger[level](reason);
    return new RelaySearchUnavailable(reason);
  }
}
