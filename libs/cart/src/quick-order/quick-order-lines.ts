import { MAX_LINE_QUANTITY } from '../domain/line-limits';

/** A bookseller's quick order holds this many lines at most (blank lines not counted). */
export const QUICK_ORDER_MAX_LINES = 200;
/** And this many characters: 200 lines of an ISBN with hyphens, a separator and a quantity, with room to spare. */
export const QUICK_ORDER_MAX_LENGTH = 20_000;

export const QUICK_ORDER_MESSAGES = {
  tooManyLines: (count: number) => `Une commande rapide compte ${QUICK_ORDER_MAX_LINES} lignes au plus (${count} reçues) : envoyez le reste dans une autre commande.`,
  empty: 'Collez au moins une ligne « ISBN;quantité ».',
  notUnderstood: 'Ligne non comprise : écrivez un ISBN, puis éventuellement un point-virgule, une tabulation ou une virgule et la quantité.',
  badIsbn: 'ISBN invalide : sa clé de contrôle (le dernier chiffre) ne correspond pas aux 12 premiers.',
  isbnLength: (digits: number) => `ISBN invalide : un ISBN compte 13 chiffres (les tirets et les espaces sont acceptés), ${digits} reçus.`,
  badQuantity: `Quantité invalide : un nombre entier de 1 à ${MAX_LINE_QUANTITY.bookseller} est attendu.`,
  unknownIsbn: 'ISBN inconnu : aucun livre de notre catalogue ne porte cet ISBN.',
} as const;

/** A line of the list that reads as an ISBN and a quantity. */
export interface QuickOrderLine {
  line: number;
  text: string;
  isbn: string;
  quantity: number;
}

/** A line refused before any lookup, and why (in French). */
export interface RefusedLine {
  line: number;
  text: string;
  reason: string;
}

/** ISBN-13: 13 digits whose weighted sum (1, 3, 1, 3…) is a multiple of 10. */
function isIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  return [...isbn].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;
}

/** The non-blank lines of the text, numbered as the buyer sees them (1 for the first line of the text). */
export function quickOrderLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, i) => ({ line: i + 1, text: raw.trim() }))
    .filter((l) => l.text !== '');
}

/**
 * A line without a separator may still be 'ISBN quantité' (copied from a list): when the digits
 * before its last space make an ISBN-13 and what follows is a quantity, it is read so; otherwise the
 * whole line is the ISBN (spaces inside an ISBN are allowed).
 */
function splitAtLastSpace(cell: string): [string, string?] {
  const match = /^(.*\S)\s+(\d{1,5})$/.exec(cell);
  if (!match) return [cell];
  const whole = cell.replace(/[\s-]/g, '');
  const before = match[1].replace(/[\s-]/g, '');
  // A 13-digit line that is a valid ISBN as a whole stays one (« 978 2 07 036822 8 »).
  if (whole.length === 13 && isIsbn13(whole)) return [cell];
  return before.length === 13 && isIsbn13(before) ? [match[1], match[2]] : [cell];
}

/**
 * One line 'ISBN;quantité' (or 'ISBN quantité') (a tab or a comma separates as well; hyphens and spaces in the ISBN are
 * ignored; no quantity means 1): the ISBN's 13 digits and the quantity, or why the line is refused.
 */
export function parseQuickOrderLine({ line, text }: { line: number; text: string }): QuickOrderLine | RefusedLine {
  const parts = text.split(/[;\t,]/).map((p) => p.trim());
  // 'ISBN;quantité;' and 'ISBN;' are understood: trailing empty cells are a spreadsheet's habit.
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const [rawIsbn, rawQuantity] = parts.length === 1 ? splitAtLastSpace(parts[0]) : parts;
  if (parts.length > 2 || !/^[0-9][0-9\s-]*$/.test(rawIsbn)) return { line, text, reason: QUICK_ORDER_MESSAGES.notUnderstood };
  const isbn = rawIsbn.replace(/[\s-]/g, '');
  if (isbn.length !== 13) return { line, text, reason: QUICK_ORDER_MESSAGES.isbnLength(isbn.length) };
  if (!isIsbn13(isbn)) return { line, text, reason: QUICK_ORDER_MESSAGES.badIsbn };
  if (rawQuantity !== undefined && !/^\d{1,5}$/.test(rawQuantity)) return { line, text, reason: QUICK_ORDER_MESSAGES.badQuantity };
  const quantity = rawQuantity === undefined ? 1 : Number(rawQuantity);
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY.bookseller) return { line, text, reason: QUICK_ORDER_MESSAGES.badQuantity };
  return { line, text, isbn, quantity };
}

export const isRefused = (parsed: QuickOrderLine | RefusedLine): parsed is RefusedLine => 'reason' in parsed;
