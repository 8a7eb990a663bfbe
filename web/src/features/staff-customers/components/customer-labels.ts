import type { CustomerSummary } from '../types';

/** An account's state in French, as the list and the page show it. */
export const STATE_LABELS: Record<CustomerSummary['state'], string> = {
  active: 'Actif',
  unconfirmed: 'À confirmer',
  deactivated: 'Désactivé',
  erased: 'Effacé',
};

/** What kind of account: the staff, a bookseller, a reader. */
export const kindOf = (c: Pick<CustomerSummary, 'is_staff' | 'is_bookseller'>) =>
  [c.is_staff && 'Équipe', c.is_bookseller && 'Libraire'].filter(Boolean).join(', ') || 'Lecteur·ice';

/** The kinds of account the list can show alone (`?type=` in the URL, `kind=` for the API). */
export const KINDS: [value: string, text: string][] = [
  ['', 'Tous'],
  ['reader', 'Lecteur·ices'],
  ['bookseller', 'Libraires'],
  ['staff', 'Équipe'],
];
