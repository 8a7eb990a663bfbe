import { DrfValidationError, FieldErrors } from '@shop/common';

/** What a backer may change of a contribution (spec section 4, 'Contribution (own)'). */
export interface ContributionPreferences {
  hidden?: boolean;
  comment?: string;
  displayAmount?: boolean;
  displayNickname?: boolean;
  unsubscribed?: boolean;
}

export const MAX_COMMENT = 500;

/** DRF's French wording for the fields of these forms. */
export const PREFERENCE_MESSAGES = {
  boolean: 'Doit être un booléen valide.',
  text: 'Une chaîne de caractères valide est requise.',
  required: 'Ce champ est obligatoire.',
  integer: 'Un nombre entier valide est requis.',
  commentTooLong: `Assurez-vous que ce champ ne comporte pas plus de ${MAX_COMMENT} caractères.`,
  notBacked: "Cette commande ne soutient pas ce financement participatif.",
} as const;

const M = PREFERENCE_MESSAGES;
const BOOLEAN_FIELDS = { hidden: 'hidden', display_amount: 'displayAmount', display_nickname: 'displayNickname', unsubscribed: 'unsubscribed' } as const;

const asObject = (raw: unknown): Record<string, unknown> => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {});

/** A comment as the backer typed it, without surrounding spaces; an error message when it cannot be one. */
export function readComment(value: unknown): string | { error: string } {
  if (value === null) return '';
  if (typeof value !== 'string') return { error: M.text };
  const comment = value.trim();
  return comment.length > MAX_COMMENT ? { error: M.commentTooLong } : comment;
}

/** `PATCH api/contributions/{id}/`: every field optional; unknown fields ignored, as DRF does. */
export function parseContributionPreferences(raw: unknown): ContributionPreferences {
  const body = asObject(raw);
  const errors: FieldErrors = {};
  const prefs: ContributionPreferences = {};
  for (const [field, key] of Object.entries(BOOLEAN_FIELDS)) {
    if (body[field] === undefined) continue;
    if (typeof body[field] === 'boolean') prefs[key] = body[field] as boolean;
    else errors[field] = [M.boolean];
  }
  if (body.comment !== undefined) {
    const comment = readComment(body.comment);
    if (typeof comment === 'string') prefs.comment = comment;
    else errors.comment = [comment.error];
  }
  if (Object.keys(errors).length > 0) throw new DrfValidationError(errors);
  return prefs;
}

/** `POST api/carts/{id}/comment/` {crowdfunding, comment}: the comment of one campaign the order backs. */
export function parseCartComment(raw: unknown): { crowdfundingId: number; comment: string } {
  const body = asObject(raw);
  const errors: FieldErrors = {};
  const id = typeof body.crowdfunding === 'string' && /^\d+$/.test(body.crowdfunding.trim()) ? Number(body.crowdfunding) : body.crowdfunding;
  if (id === undefined || id === null || id === '') errors.crowdfunding = [M.required];
  else if (typeof id !== 'number' || !Number.isSafeInteger(id)) errors.crowdfunding = [M.integer];
  const comment = body.comment === undefined ? { error: M.required } : readComment(body.comment);
  if (typeof comment !== 'string') errors.comment = [comment.error];
  if (Object.keys(errors).length > 0) throw new DrfValidationError(errors);
  return { crowdfundingId: id as number, comment: comment as string };
}
