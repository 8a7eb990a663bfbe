import { moneticoAmount, moneticoDate, type MoneticoMerchant } from './monetico-form';
import { seal } from './monetico-seal';

/**
 * Card refunds ("recrédit") with Monetico v3.0: the shop posts sealed fields, server to server, to
 * recredit_paiement.cgi (next to the payment page) and the bank answers `key=value` lines.
 */

/** The bank's refund script, in the same directory as its payment page. */
export const RECREDIT_SCRIPT = 'recredit_paiement.cgi';

/** What the refund needs of the merchant account (`merchantOf(config)` fits). */
export type RecreditMerchant = Pick<MoneticoMerchant, 'tpe' | 'companyCode' | 'key'>;

/** One refund of a paid card attempt. */
export interface RecreditRequest {
  /** The paid attempt's reference (at most 12 alphanumerics). */
  reference: string;
  /** The bank's authorisation number (`numauto` of the payment notification). */
  authorisation: string;
  /** When the card was paid: gives date_commande and date_remise (the day, in Paris). */
  paidAt: Date;
  /** The amount paid by card. */
  amountCents: number;
  /** The amount to give back now. */
  refundCents: number;
  /** What may still be refunded before this refund (the amount paid less earlier refunds). */
  refundableCents: number;
  /** Our refund's own id (at most 12 alphanumerics): the bank recognises a repeated request by it. */
  fileNumber: string;
  /** When the request is built; written in Paris time as the bank expects. */
  at: Date;
}

/** The bank's answer: `ok` only when cdr=1; `code` is cdr as received, `label` the bank's reason. */
export interface RecreditAnswer {
  ok: boolean;
  code: string;
  label: string;
}

const ALPHANUMERIC_12 = /^[A-Za-z0-9]{1,12}$/;
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The refund script's URL: the payment page's URL with its last path segment replaced. */
export function recreditUrl(bankUrl: string): string {
  const url = new URL(bankUrl);
  url.pathname = url.pathname.replace(/[^/]*$/, RECREDIT_SCRIPT);
  url.search = '';
  url.hash = '';
  return url.toString();
}

/** Builds and seals the refund's form fields; throws when the bank would refuse them anyway. */
export function buildRecreditFields(merchant: RecreditMerchant, r: RecreditRequest): Record<string, string> {
  if (!ALPHANUMERIC_12.test(r.reference)) throw new Error('La référence de paiement doit comporter 1 à 12 caractères alphanumériques.');
  if (!ALPHANUMERIC_12.test(r.fileNumber)) throw new Error('Le numéro de dossier du remboursement doit comporter 1 à 12 caractères alphanumériques.');
  if (!/^[\x21-\x7e]+$/.test(r.authorisation)) throw new Error("Le numéro d'autorisation de la banque est manquant ou mal formé.");
  if (![r.amountCents, r.refundCents, r.refundableCents].every(isCents)) throw new Error('Les montants doivent être des nombres entiers de centimes.');
  if (r.refundCents === 0) throw new Error('Le montant à rembourser doit être positif.');
  if (r.refundableCents > r.amountCents) throw new Error('Le montant remboursable dépasse le montant payé.');
  if (r.refundCents > r.refundableCents) throw new Error('Le montant à rembourser dépasse ce qui reste remboursable.');
  // The day of the payment, 'dd/mm/yyyy' in Paris: the date part of the form's own date format.
  const paidDay = moneticoDate(r.paidAt).slice(0, 10);
  const fields: Record<string, string> = {
    TPE: merchant.tpe,
    date: moneticoDate(r.at),
    date_commande: paidDay,
    date_remise: paidDay,
    lgue: 'FR',
    montant: moneticoAmount(r.amountCents),
    montant_possible: moneticoAmount(r.refundableCents),
    montant_recredit: moneticoAmount(r.refundCents),
    num_autorisation: r.authorisation,
    numero_dossier: r.fileNumber,
    reference: r.reference,
    societe: merchant.companyCode,
    version: '3.0',
  };
  return { ...fields, MAC: seal(fields, merchant.key) };
}

/**
 * Reads the bank's `key=value` lines (\n or \r\n). Without a cdr the answer is not the bank's:
 * not ok, with an empty code.
 */
export function parseRecreditAnswer(text: string): RecreditAnswer {
  const lines = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at > 0) lines.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const code = lines.get('cdr') ?? '';
  const label = lines.get('lib') ?? (code === '' ? 'réponse de la banque illisible' : '');
  return { ok: code === '1', code, label };
}
