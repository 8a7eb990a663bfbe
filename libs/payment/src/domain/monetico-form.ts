import { seal } from './monetico-seal';

/** The merchant's bank account: from configuration, never from code. */
export interface MoneticoMerchant {
  /** The bank's payment page (its test URL in development). */
  url: string;
  tpe: string;
  companyCode: string;
  key: string;
}

export interface PaymentAttempt {
  /** At most 12 alphanumerics, new for every attempt. */
  reference: string;
  amountCents: number;
  email: string;
  /** When the form is built; written in Paris time as the bank expects. */
  at: Date;
  /** Opaque ASCII token sent back in the notification (our cart id). */
  freeText: string;
  returnOkUrl: string;
  returnErrorUrl: string;
  billing: { addressLine1: string; city: string; postalCode: string; country: string; firstName?: string; lastName?: string };
  shipping?: { addressLine1: string; city: string; postalCode: string; country: string };
}

/** The fields of the bank form (spec section 3, 'Bank payment data'), sealed. */
export interface PaymentForm {
  url: string;
  fields: Record<string, string>;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'dd/mm/yyyy:HH:MM:SS' in Europe/Paris. */
export function moneticoDate(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}:${two(Number(parts.hour))}:${parts.minute}:${parts.second}`;
}

/** '123.45EUR'. */
export function moneticoAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${two(cents % 100)}EUR`;
}

/** Builds and seals the form the browser posts to the bank. */
export function buildPaymentForm(merchant: MoneticoMerchant, attempt: PaymentAttempt): PaymentForm {
  if (!/^[A-Za-z0-9]{1,12}$/.test(attempt.reference)) throw new Error('La référence de paiement doit comporter 1 à 12 caractères alphanumériques.');
  if (!/^[\x20-\x7e]*$/.test(attempt.freeText)) throw new Error('Le texte libre doit rester en ASCII.');
  const context = { billing: attempt.billing, ...(attempt.shipping ? { shipping: attempt.shipping } : {}) };
  const fields: Record<string, string> = {
    TPE: merchant.tpe,
    contexte_commande: Buffer.from(JSON.stringify(context), 'utf8').toString('base64'),
    date: moneticoDate(attempt.at),
    lgue: 'FR',
    mail: attempt.email,
    montant: moneticoAmount(attempt.amountCents),
    reference: attempt.reference,
    societe: merchant.companyCode,
    'texte-libre': attempt.freeText,
    url_retour_err: attempt.returnErrorUrl,
    url_retour_ok: attempt.returnOkUrl,
    version: '3.0',
  };
  return { url: merchant.url, fields: { ...fields, MAC: seal(fields, merchant.key) } };
}
