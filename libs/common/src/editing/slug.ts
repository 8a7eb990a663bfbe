import { TextField, type FieldOptions } from '../validation/fields';

/** Lowercase words joined by hyphens (docs/back-office.md). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;
export const SLUG_MESSAGE = 'Saisissez un identifiant d’adresse valide : lettres minuscules sans accents, chiffres et tirets (par exemple « la-nuit-des-temps »).';

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', Œ: 'oe', Æ: 'ae' };

/** A slug from a French name: « Les Éditions d’Œuvre » → `les-editions-d-oeuvre` (80 characters at most). */
export function slugify(name: string): string {
  return name
    .replace(/[œæßŒÆ]/g, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** A slug given in a form: the pattern and length of the contract, a French message otherwise. */
export function SlugField(options: FieldOptions = {}): PropertyDecorator {
  return TextField({
    ...options,
    maxLength: SLUG_MAX_LENGTH,
    pattern: SLUG_PATTERN,
    patternMessage: SLUG_MESSAGE,
    description: options.description ?? 'Identifiant dans les adresses : minuscules, chiffres et tirets.',
  });
}
