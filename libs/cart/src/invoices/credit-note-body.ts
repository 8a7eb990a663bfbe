import { DrfValidationError, FieldErrorCollector } from '@shop/common';

/** Messages of credit notes (ours: the spec is silent). */
export const CREDIT_NOTE_MESSAGES = {
  required: 'Ce champ est obligatoire.',
  amountFormat: 'Saisissez un montant en euros, par exemple 12.50.',
  amountPositive: 'Le montant doit être supérieur à zéro.',
  amountAbove: (max: string) => `Le montant ne peut pas dépasser ${max} : le montant facturé moins les avoirs déjà établis.`,
  reasonBlank: 'Ce champ ne peut être vide.',
  reasonTooLong: 'Le motif ne doit pas dépasser 500 caractères.',
  notInvoiced: 'Un avoir ne s’établit que sur une commande payée et facturée.',
} as const;

const M = CREDIT_NOTE_MESSAGES;
const MAX_REASON = 500;

export interface CreditNoteInput {
  amountCents: number;
  reason: string;
}

/** `{amount: "12.50", reason}` read strictly: euros with at most two decimals, a reason of 1 to 500 characters. */
export function parseCreditNoteBody(body: unknown): CreditNoteInput {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors = new FieldErrorCollector();
  let amountCents = 0;
  const raw = typeof b.amount === 'number' ? String(b.amount) : b.amount;
  if (raw === undefined || raw === null || raw === '') errors.add('amount', M.required);
  else if (typeof raw !== 'string' || !/^\d{1,7}([.,]\d{1,2})?$/.test(raw.trim())) errors.add('amount', M.amountFormat);
  else {
    const [units, decimals = ''] = raw.trim().replace(',', '.').split('.');
    amountCents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
    if (amountCents <= 0) errors.add('amount', M.amountPositive);
  }
  const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
  if (b.reason === undefined || b.reason === null) errors.add('reason', M.required);
  else if (typeof b.reason !== 'string' || reason === '') errors.add('reason', M.reasonBlank);
  else if (reason.length > MAX_REASON) errors.add('reason', M.reasonTooLong);
  errors.throwIfAny();
  return { amountCents, reason };
}

export const amountTooHigh = (max: string) => DrfValidationError.single('amount', M.amountAbove(max));
