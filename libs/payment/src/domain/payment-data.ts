import { randomInt } from 'node:crypto';
import type { PaymentForm } from './monetico-form';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new payment reference: 12 capitals and digits, random (the bank wants one per attempt). */
export function newPaymentReference(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The bank payment data of the spec (section 3): the form's url and fields, `texte-libre` as `texte_libre`. */
export interface BankPaymentData {
  url: string;
  version: string;
  TPE: string;
  contexte_commande: string;
  date: string;
  montant: string;
  reference: string;
  MAC: string;
  url_retour_ok: string;
  url_retour_err: string;
  lgue: string;
  societe: string;
  mail: string;
  texte_libre: string;
}

/** The sealed form as the SPA reads it; it posts every field back under the bank's names. */
export function bankPaymentData(form: PaymentForm): BankPaymentData {
  const f = form.fields;
  return {
    url: form.url,
    version: f.version,
    TPE: f.TPE,
    contexte_commande: f.contexte_commande,
    date: f.date,
    montant: f.montant,
    reference: f.reference,
    MAC: f.MAC,
    url_retour_ok: f.url_retour_ok,
    url_retour_err: f.url_retour_err,
    lgue: f.lgue,
    societe: f.societe,
    mail: f.mail,
    texte_libre: f['texte-libre'],
  };
}

/** The bank's acknowledgement (text/plain): cdr=0 for a valid seal, even an 'Annulation'; cdr=1 otherwise. */
export const BANK_ACK = { ok: 'version=2\ncdr=0\n', badSeal: 'version=2\ncdr=1\n' } as const;

/** PostgreSQL channel NOTIFYed when a notification is stored: the worker's relay wakes up at once. */
export const BANK_NOTIFICATIONS_CHANNEL = 'bank_notifications';

/**
 * The bank-callbacks job id of a notification: one job per reference and return code. BullMQ ids
 * must not contain ':' nor look like an integer; the 'bank-' prefix and the filter see to both.
 */
export function bankJobId(reference: string, codeRetour: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');
  return `bank-${safe(reference)}-${safe(codeRetour)}`;
}

/**
 * The reference a bank-callbacks job id was made from, when it reads back without doubt: those of
 * the shop's attempts always do (12 capitals and digits). Null when it does not; a hint only (a
 * reference holding a '-' would read back wrong): the stored notification stays the authority.
 */
export function referenceOfBankJobId(jobId: string | undefined): string | null {
  return /^bank-([A-Za-z0-9]{1,12})-[A-Za-z0-9_-]+$/.exec(jobId ?? '')?.[1] ?? null;
}

/** What a notification's `code-retour` asks for. */
export function notificationKind(codeRetour: string): 'paid' | 'cancelled' | 'other' {
  if (codeRetour === 'paiement' || codeRetour === 'payetest') return 'paid';
  if (codeRetour === 'Annulation') return 'cancelled';
  return 'other';
}
