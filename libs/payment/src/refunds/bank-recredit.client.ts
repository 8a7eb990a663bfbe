import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { parseRecreditAnswer, recreditUrl, type RecreditAnswer } from '../domain/monetico-recredit';

/** The bank has this long to answer (reading the body included). */
export const BANK_RECREDIT_TIMEOUT_MS = 10_000;

/**
 * Posts sealed refund fields (`buildRecreditFields`) to the bank's recredit_paiement.cgi, next to
 * BANK_URL's payment page. The bank's answer, refusal included, is returned; an unreachable bank,
 * a timeout or an HTTP error ≥ 500 throws, so that a queue retries the same request (the bank
 * recognises it by its numero_dossier and does not refund twice).
 */
@Injectable()
export class BankRecreditClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(fields: Record<string, string>): Promise<RecreditAnswer> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(recreditUrl(this.config.bankUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        // A redirect is no answer of the bank's: it is reported, not followed as a GET.
        redirect: 'manual',
        signal: AbortSignal.timeout(BANK_RECREDIT_TIMEOUT_MS),
      });
      body = decode(await response.arrayBuffer(), response.headers.get('content-type'));
    } catch (error) {
      // fetch rejects with a DOMException named TimeoutError (not always an Error of this realm).
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new Error(`La banque ne répond pas au recrédit de ${fields.reference} dans le délai.`);
      throw new Error(`La banque est injoignable pour le recrédit de ${fields.reference} : ${String(error)}`);
    }
    // 2xx and 4xx carry the bank's cdr; anything else (a redirect, a server error) is retried.
    if (response.status < 200 || (response.status >= 300 && response.status < 400) || response.status >= 500) {
      throw new Error(`La banque a répondu HTTP ${response.status} au recrédit de ${fields.reference}.`);
    }
    return parseRecreditAnswer(body);
  }
}

/** The body in the charset the bank names (it may answer in ISO-8859-1), UTF-8 otherwise. */
function decode(bytes: ArrayBuffer, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
