/** Pure rules of the campaigns' back office (docs/back-office.md, 'Crowdfunding'). */

export const CAMPAIGN_STATES = ['upcoming', 'running', 'finished', 'disabled'] as const;
/** à venir, en cours, terminée, désactivée. */
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_MESSAGES = {
  dateTime: 'La date n’a pas le bon format. Utilisez le format AAAA-MM-JJTHH:MM.',
  endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
  video: 'Indiquez l’adresse https d’une vidéo YouTube ou Vimeo, ou laissez ce champ vide.',
  pixel: 'L’identifiant du pixel Facebook ne contient que des chiffres (20 au plus).',
  goal: 'L’objectif doit être compris entre 1 et 10 000 000.',
  goalBooks: 'Un objectif en livres est un nombre entier de livres.',
  unknownBook: 'Livre inconnu.',
  unknownAuthor: 'Auteur·ice inconnu·e.',
  state: (value: string) => `« ${value} » n’est pas un état valide : upcoming, running, finished ou disabled.`,
  unknownCampaigns: (ids: number[]) => `Campagne inconnue : ${ids.join(', ')}.`,
};

export const REWARD_MESSAGES = {
  backedPrice: 'Cette contrepartie a déjà des contributions payées : son prix ne peut plus changer. Fermez-la et créez-en une autre.',
  backedDelete: 'Cette contrepartie a déjà des contributions payées : elle ne peut pas être supprimée. Fermez-la plutôt.',
  heldDelete: 'Des paniers confirmés réservent cette contrepartie : elle ne peut pas être supprimée. Fermez-la plutôt.',
  quantityRequired: 'Indiquez la quantité disponible d’une contrepartie limitée.',
  bookShareWithoutBooks: 'Une contrepartie sans livre n’a pas de part livres : indiquez d’abord les livres contenus.',
  bookShareAbovePrice: 'La part des livres doit être inférieure au prix de la contrepartie (une contrepartie qui n’est que des livres est tout entière à 5,5 %).',
  backedBookShare: 'Cette contrepartie a déjà des contributions payées : sa part livres ne peut plus changer. Fermez-la et créez-en une autre.',
  heldVariantDelete: (name: string) => `Des paniers confirmés réservent la déclinaison « ${name} » : elle ne peut pas être supprimée. Fermez plutôt la contrepartie.`,
  variantBelow: (name: string, held: number) =>
    `Le stock de la déclinaison « ${name} » ne peut pas descendre sous ${held} : ${held} réservée${held > 1 ? 's' : ''} dans des paniers confirmés.`,
  quantityBelow: (paid: number, held: number) =>
    `La quantité limitée ne peut pas descendre sous ${paid + held} : ${paid} déjà payée${paid > 1 ? 's' : ''} et ${held} réservée${held > 1 ? 's' : ''} dans des paniers confirmés.`,
};

/** A campaign's state at `now`: switched off by staff, before its start, after its end, or running. */
export function campaignState(c: { disabled: boolean; startDate: Date; endDate: Date }, now: Date): CampaignState {
  if (c.disabled) return 'disabled';
  if (now.getTime() < c.startDate.getTime()) return 'upcoming';
  if (now.getTime() > c.endDate.getTime()) return 'finished';
  return 'running';
}

/** An ISO date-time with its offset or Z (`2026-11-21T18:00:00+01:00`), a real instant. */
export function parseDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  // 2026-02-31 is no day: JavaScript would roll it over to March.
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? date : null;
}

const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

/** A video the campaign page may embed: https, on YouTube or Vimeo, no credentials nor port. */
export function isAllowedVideoUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && VIDEO_HOSTS.includes(url.hostname) && url.pathname.length > 1;
}

/** A goal as stored: cents for an amount (goal type 1), books for goal type 2. */
export function storedGoal(goalType: 1 | 2, goal: number): number {
  return goalType === 1 ? Math.round(goal * 100) : goal;
}

/** The refusal of a reward's change, or null: a backed reward keeps its price; a limit never goes below paid + held. */
export function rewardChangeRefusal(change: {
  paid: number;
  held: number;
  priceChanged: boolean;
  limited: boolean;
  limitedQuantity: number | null;
}): { field: string; message: string } | null {
  if (change.paid > 0 && change.priceChanged) return { field: 'price', message: REWARD_MESSAGES.backedPrice };
  if (change.limited && change.limitedQuantity === null) return { field: 'limited_quantity', message: REWARD_MESSAGES.quantityRequired };
  if (change.limited && change.limitedQuantity !== null && change.limitedQuantity < change.paid + change.held) {
    return { field: 'limited_quantity', message: REWARD_MESSAGES.quantityBelow(change.paid, change.held) };
  }
  return null;
}

/**
 * The refusal of a composite reward's book share, or null: only a reward holding books has one, below
 * its price (the rest, the other goods, at 20 %); fixed, as the price is, once a contribution paid it.
 */
export function bookShareRefusal(reward: { priceCents: number; booksCount: number; bookShareCents: number | null; paid: number; shareChanged: boolean }): string | null {
  if (reward.bookShareCents === null) return reward.paid > 0 && reward.shareChanged ? REWARD_MESSAGES.backedBookShare : null;
  if (reward.booksCount === 0) return REWARD_MESSAGES.bookShareWithoutBooks;
  if (reward.bookShareCents >= reward.priceCents) return REWARD_MESSAGES.bookShareAbovePrice;
  if (reward.paid > 0 && reward.shareChanged) return REWARD_MESSAGES.backedBookShare;
  return null;
}

/** The refusal of a reward's deletion, or null: only a reward nobody paid for nor holds goes. */
export function rewardDeletionRefusal(paid: number, held: number): string | null {
  if (paid > 0) return REWARD_MESSAGES.backedDelete;
  if (held > 0) return REWARD_MESSAGES.heldDelete;
  return null;
}

/**
 * The refusal of a change of a reward's variants, or null: a variant's stock never goes below what
 * confirmed carts hold of it, and a held variant is not deleted. Paid units are not counted: a
 * payment takes them out of the variant's stock for good.
 */
export function variantChangeRefusal(existing: { id: number; name: string }[], wanted: { id?: number; stock: number }[], held: Map<number, number>): string | null {
  const kept = new Map(wanted.filter((v) => v.id !== undefined).map((v) => [v.id as number, v.stock]));
  for (const variant of existing) {
    const units = held.get(variant.id) ?? 0;
    if (units === 0) continue;
    const stock = kept.get(variant.id);
    if (stock === undefined) return REWARD_MESSAGES.heldVariantDelete(variant.name);
    if (stock < units) return REWARD_MESSAGES.variantBelow(variant.name, units);
  }
  return null;
}
