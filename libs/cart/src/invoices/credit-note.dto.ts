import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, ValidateBy } from 'class-validator';
import { INPUT_BOUNDS, INPUT_MESSAGES, listQueryDto, TextField, type ListQuerySpec } from '@shop/common';

/** Messages of credit notes (ours: the spec is silent). */
export const CREDIT_NOTE_MESSAGES = {
  required: 'Ce champ est obligatoire.',
  amountFormat: 'Saisissez un montant en euros, par exemple 12.50.',
  amountPositive: 'Le montant doit être supérieur à zéro.',
  reasonTooLong: 'Le motif ne doit pas dépasser 500 caractères.',
} as const;

const M = CREDIT_NOTE_MESSAGES;
/** The reason is printed on the credit note: a line or two (the column is text). */
const MAX_REASON = 500;
/** Euros with at most two decimals, a point or a comma: '12.50', '12,5', '3'. */
const EUROS = /^\d{1,7}([.,]\d{1,2})?$/;
const MAX_AMOUNT_CENTS = INPUT_BOUNDS.amountEurosMax * 100;

/** '12.50' → 1250; only called on a text EUROS matched. */
export function euroCents(text: string): number {
  const [units, decimals = ''] = text.replace(',', '.').split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

const isEuros = (value: unknown): value is string => typeof value === 'string' && EUROS.test(value);

/**
 * An amount in euros read strictly, as staff type it: a number or a text of euros with at most two
 * decimals (anything else, a sign or a third decimal, is the format message), above zero, and
 * within what any form of the shop may carry.
 */
function CreditNoteAmountField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;
      return text === '' ? undefined : text;
    }),
    IsDefined({ message: M.required }),
    ValidateBy({ name: 'euros', validator: { validate: isEuros, defaultMessage: () => M.amountFormat } }),
    ValidateBy({ name: 'positiveEuros', validator: { validate: (v: unknown) => isEuros(v) && euroCents(v) > 0, defaultMessage: () => M.amountPositive } }),
    ValidateBy({
      name: 'maxEuros',
      validator: { validate: (v: unknown) => isEuros(v) && euroCents(v) <= MAX_AMOUNT_CENTS, defaultMessage: () => INPUT_MESSAGES.maxValue(INPUT_BOUNDS.amountEurosMax) },
    }),
    ApiProperty({ type: 'string', pattern: EUROS.source, example: '12.50', description: `Montant TTC en euros, de 0.01 à ${INPUT_BOUNDS.amountEurosMax}.` }),
  );
}

/** `POST api/staff/carts/{id}/credit-notes/` {amount: "12.50", reason}. */
export class CreditNoteDto {
  @CreditNoteAmountField()
  amount: string;

  @TextField({ required: true, maxLength: MAX_REASON, messages: { maxLength: M.reasonTooLong }, description: 'Motif, imprimé sur l’avoir.' })
  reason: string;
}

export interface CreditNoteInput {
  amountCents: number;
  reason: string;
}

export const creditNoteInput = (body: CreditNoteDto): CreditNoteInput => ({ amountCents: euroCents(body.amount), reason: body.reason });

/** `GET api/credit-notes/`: the page only (newest first, always). */
export const CREDIT_NOTE_LIST: ListQuerySpec = { ordering: {}, defaultOrdering: [] };

export class CreditNoteListQuery extends listQueryDto(CREDIT_NOTE_LIST) {}
