import { Logger } from '@nestjs/common';
import { nearestWithinRadius } from '../distance';
import { NearbyParcelShop, ParcelShop, ParcelShopProvider, ParcelShopSearch, relayLetter } from '../parcel-shop';
import { RelaySearchUnavailable } from '../relay-search-unavailable.error';
import { lookupRequest, searchRequest, soapEnvelope, Wsi4Request, WSI4_SOAP_ACTION } from './search-request';
import { distanceOf, readWsi4Response, toParcelShop } from './search-response';
import { xmlText } from './soap-xml';
import { STAT_OK, statReason } from './stat-codes';

export interface MondialRelaySettings {
  /** Up to 8 characters, padded when sent. */
  enseigne: string;
  privateKey: string;
  /** https://api.mondialrelay.com/Web_Services.asmx */
  url: string;
  /** The checkout waits for the answer: give up after this long. */
  timeoutMs?: number;
}

export const MONDIAL_RELAY_TIMEOUT_MS = 5000;

/** Parcel shops from Mondial Relay's SOAP web service (WSI4_PointRelais_Recherche), XML built and read by hand. */
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
    return this.clock().toISOString().slice(0, 10);
  }

  /** Posts the call and returns the points' XML; any failure becomes RelaySearchUnavailable. */
  private async call(params: Wsi4Request): Promise<string[]> {
    let status: number;
    let body: string;
    try {
      const response = await this.fetchFn(this.settings.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${WSI4_SOAP_ACTION}"` },
        body: soapEnvelope(params, this.settings.privateKey),
        // Covers reading the body too: a slow answer cannot hold the checkout.
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? MONDIAL_RELAY_TIMEOUT_MS),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      // fetch rejects with a DOMException named TimeoutError (not always an Error of this realm).
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw this.unavailable(timedOut ? 'Mondial Relay ne répond pas dans le délai.' : `Mondial Relay injoignable : ${String(error)}`);
    }
    if (status < 200 || status >= 300) {
      const fault = xmlText(body, 'faultstring');
      throw this.unavailable(`Mondial Relay a répondu HTTP ${status}${fault ? ` (${fault})` : ''}.`);
    }
    const answer = readWsi4Response(body);
    if (!answer) throw this.unavailable("La réponse de Mondial Relay n'est pas une réponse WSI4_PointRelais_Recherche.");
    if (answer.stat !== STAT_OK) throw this.unavailable(statReason(answer.stat), 'error');
    return answer.points;
  }

  /** A refused call (bad credentials…) is an error for ops; a slow or absent service only a warning. */
  private unavailable(reason: string, level: 'warn' | 'error' = 'warn'): RelaySearchUnavailable {
    this.logger[level](reason);
    return new RelaySearchUnavailable(reason);
  }
}
