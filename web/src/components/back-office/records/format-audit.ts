import { excerpt, formatDate, formatTime } from '@/lib/format';
import type { AuditEntry } from './types';

/** 'le 12 novembre 2026 à 14 h 05', Paris time. */
export const formatAuditStamp = (iso: string) => `le ${formatDate(iso)} à ${formatTime(iso)}`;

/** '12 novembre 2026 à 14 h 05' for a list's last-change column. */
export const formatUpdatedAt = (iso: string) => `${formatDate(iso)} à ${formatTime(iso)}`;

/**
 * How a record's fields read in its audit trail: their French names as the forms call them, and how
 * their values show. A feature passes its own; the common fields below are known to every trail.
 */
export interface AuditVocabulary {
  names?: Record<string, string>;
  kinds?: Record<string, 'euros' | 'percent' | 'date' | 'html'>;
  /** Values that are ids of other records, by field: their names as staff know them (an unknown one reads 'n°465'). */
  references?: Record<string, ReadonlyMap<number, string>>;
  /** Fields holding codes, by field: each code's French name ('1' → 'Montant collecté'). */
  codes?: Record<string, Record<string, string>>;
}

/** The fields naming another record, in every trail, and the kind of record they name. */
export const REFERENCE_FIELDS = { label: 'label', author: 'author', authors: 'author', book: 'book', campaign: 'campaign' } as const;
export type ReferenceKind = (typeof REFERENCE_FIELDS)[keyof typeof REFERENCE_FIELDS];

const isReference = (field: string): field is keyof typeof REFERENCE_FIELDS => Object.hasOwn(REFERENCE_FIELDS, field);

/** Another record by its name, else by its number: 'n°465'. */
const referenceName = (field: string, id: unknown, vocabulary: AuditVocabulary) => vocabulary.references?.[field]?.get(Number(id)) ?? `n°${String(id)}`;

/** The French name of the fields most records share, as the forms call them. */
const FIELD_NAMES: Record<string, string> = {
  name: 'nom',
  title: 'titre',
  slug: 'identifiant',
  label: 'collection',
  author: 'auteur',
  authors: 'auteurs',
  book: 'livre',
  campaign: 'campagne',
  biography: 'biographie',
  description: 'description',
  avatar: 'portrait',
  banner: 'bannière',
  image: 'couverture',
  isbn: 'ISBN',
  price: 'prix',
  vat_rate: 'TVA',
  book_share: 'part des livres',
  nb_pages: 'pages',
  publisher: 'éditeur',
  is_external: 'autre éditeur',
  release: 'parution',
  published: 'paru',
  draft: 'brouillon',
  out_of_stock: 'en rupture',
  restocking_date: 'retour en stock',
  state: 'état',
  is_staff: 'équipe',
  discount: 'remise',
  payment_mean: 'moyen de paiement',
  sepa_term: 'délai du prélèvement (jours)',
  iban: 'IBAN',
  mandate_reference: 'référence du mandat (RUM)',
  note: 'note',
  // An order's after-sale (amounts as the API writes them, "20.00"):
  refunded: 'remboursé',
  credit_note: 'avoir',
  refunded_to_card: 'sur la carte',
  refund_voucher: 'bon d’achat',
  returned: 'articles revenus',
  cancelled: 'annulée',
  confirmation_sent_to: 'confirmation envoyée à',
  refund_method: 'remboursement',
  card_refund: 'remboursement par carte',
};

/** Codes most trails share, by field: a customer's state, a bookseller's payment mean. */
const FIELD_CODES: NonNullable<AuditVocabulary['codes']> = {
  state: { active: 'actif', unconfirmed: 'à confirmer', deactivated: 'désactivé', erased: 'effacé' },
  payment_mean: { 'sepa-debit': 'prélèvement', wire: 'virement', 'credit-card': 'carte bancaire' },
  refund_method: { credit_note: 'par avoir', elsewhere: 'hors boutique' },
};

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const FIELD_KINDS: NonNullable<AuditVocabulary['kinds']> = {
  price: 'euros',
  refunded_to_card: 'euros',
  refunded: 'euros',
  book_share: 'euros',
  vat_rate: 'percent',
  release: 'date',
  restocking_date: 'date',
  discount: 'percent',
  biography: 'html',
  description: 'html',
};

/** A value of a field as staff read it: prices in euros, dates in French, booleans as oui/non, HTML as text. */
export function formatAuditValue(field: string, value: unknown, vocabulary: AuditVocabulary = {}): string {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (isReference(field)) {
    const ids = Array.isArray(value) ? value : [value];
    return ids.length ? ids.map((id) => referenceName(field, id, vocabulary)).join(', ') : '(vide)';
  }
  const code = vocabulary.codes?.[field]?.[String(value)] ?? FIELD_CODES[field]?.[String(value)];
  if (code !== undefined) return code;
  if (Array.isArray(value)) {
    // A list of named items (a reward's variants): 'Taille S (5), Taille M (8)'.
    const items = value.map((item: unknown) => {
      const named = item as { name?: unknown; stock?: unknown } | null;
      return named && typeof named === 'object' && 'name' in named ? `${String(named.name)}${named.stock !== undefined ? ` (${String(named.stock)})` : ''}` : String(item);
    });
    return items.length ? items.join(', ') : '(vide)';
  }
  const kind = vocabulary.kinds?.[field] ?? FIELD_KINDS[field];
  if (kind === 'euros') return euros.format(Number(value));
  if (kind === 'percent') return `${String(value).replace('.', ',')}\u00a0%`;
  if (kind === 'date' && typeof value === 'string') return formatDate(value);
  if (kind === 'html' && typeof value === 'string') {
    const text = new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '';
    return `« ${excerpt(text, 60)} »`;
  }
  return String(value);
}

/** 'prix 18,00 € → 19,50 €' for each changed field. */
export function describeChanges(entry: AuditEntry, vocabulary: AuditVocabulary = {}): string[] {
  const name = (field: string) => vocabulary.names?.[field] ?? FIELD_NAMES[field] ?? field;
  return Object.entries(entry.changes).map(([field, { from, to }]) => `${name(field)} ${formatAuditValue(field, from, vocabulary)} → ${formatAuditValue(field, to, vocabulary)}`);
}

const ACTIONS: Record<string, string> = {
  created: 'création',
  updated: 'modification',
  closed: 'fermeture',
  deleted: 'suppression',
  deactivated: 'désactivation',
  reactivated: 'réactivation',
  staff_granted: 'droits de l’équipe donnés',
  staff_removed: 'droits de l’équipe retirés',
  exported: 'export des données personnelles',
  erased: 'effacement (RGPD)',
  terms_updated: 'conditions de libraire',
  cancelled: 'annulation',
  confirmation_resent: 'confirmation renvoyée',
  lifted: 'déblocage',
  make_draft: 'retour en brouillon',
  make_public: 'mise en ligne',
  publish: 'publication',
  note_added: 'note interne',
  notified: 'contributeurs prévenus',
  refunded: 'remboursement',
  return_recorded: 'retour enregistré',
  card_refund_retried: 'remboursement par carte redemandé',
  rescheduled: 'date d’envoi déplacée',
  shipped: 'expédition',
  ready_for_pickup: 'prêt à être retiré',
  scheduled: 'envoi programmé',
  sent: 'envoi',
  label_created: 'étiquette créée',
};

/** 'le 12 novembre 2026 à 14 h 05, par staff@exemple.fr' (the action named when it is not a plain change). */
export function describeEntry(entry: AuditEntry): string {
  const who = entry.actor?.email ?? 'un compte supprimé';
  const action = entry.action === 'updated' ? '' : ` (${ACTIONS[entry.action] ?? entry.action})`;
  return `${formatAuditStamp(entry.at)}, par ${who}${action}`;
}
