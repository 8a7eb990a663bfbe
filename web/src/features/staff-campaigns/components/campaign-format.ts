import type { AuditVocabulary } from '@/components/back-office/records/format-audit';
import { formatPrice } from '@/lib/format';

/** '5 000,00 €' for an amount goal, '300 livres' for a books goal. */
export function formatGoal(goal: number, goalType: 1 | 2): string {
  if (goalType === 1) return formatPrice(goal);
  return `${new Intl.NumberFormat('fr-FR').format(goal)}\u00a0livre${goal > 1 ? 's' : ''}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as the ISO instant the API takes; null when it is none. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** How a campaign's fields read in its audit trail. */
export const CAMPAIGN_VOCABULARY: AuditVocabulary = {
  names: {
    book: 'livre',
    cover: 'couverture',
    start_date: 'début',
    end_date: 'fin',
    release_date: 'sortie',
    goal: 'objectif',
    goal_type: 'type d’objectif',
    video: 'vidéo',
    christmas: 'Noël',
    facebook_pixel_id: 'pixel Facebook',
    disabled: 'désactivée',
  },
  kinds: { release_date: 'date', start_date: 'date', end_date: 'date', description: 'html' },
  codes: { goal_type: { '1': 'Montant collecté', '2': 'Livres prévendus' } },
};

/** How a reward's fields read in its audit trail. */
export const REWARD_VOCABULARY: AuditVocabulary = {
  names: {
    campaign: 'campagne',
    image: 'image',
    limited: 'quantité limitée',
    limited_quantity: 'quantité',
    bookseller_only: 'réservée aux libraires',
    locked_by_voucher: 'débloquée par un bon',
    dedication: 'dédicace',
    donation: 'don',
    books_count: 'livres contenus',
    release_date: 'envoi prévu',
    variants: 'déclinaisons',
    position: 'rang',
    closed: 'fermée',
  },
  kinds: { price: 'euros', release_date: 'date', description: 'html' },
};
