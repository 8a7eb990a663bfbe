import type { ContributionCampaign, RewardOption } from './types';

/** A reward of the demo campaign as the contribution view reads it; override what a test is about. */
export function aReward(overrides: Partial<RewardOption> = {}): RewardOption {
  return {
    id: 411,
    name: 'Le livre',
    price: '22.00',
    description_text: 'Un exemplaire envoyé dès sa sortie.',
    image: null,
    image_webp: null,
    limited: false,
    limited_quantity: null,
    ordered_quantity: 0,
    remaining_quantity: null,
    lockedByVoucher: false,
    bookseller_only: false,
    dedication: false,
    donation: false,
    variants: [],
    ...overrides,
  };
}

export const BOOK = aReward();
export const SIGNED = aReward({ id: 412, name: 'Le livre dédicacé', price: '25.00', dedication: true });
export const SHIRT = aReward({
  id: 415,
  name: 'T-shirt « Argos-7 »',
  price: '25.00',
  variants: [
    { id: 21, name: 'S', remaining_quantity: 30, attributes: [] },
    { id: 22, name: 'M', remaining_quantity: 0, attributes: [] },
  ],
});
export const LIMITED = aReward({ id: 423, name: 'Édition reliée limitée', price: '39.00', limited: true, limited_quantity: 50, remaining_quantity: 2 });
export const CLUB = aReward({ id: 426, name: 'Offre Club', price: '15.00', lockedByVoucher: true });
export const DONATION = aReward({ id: 417, name: 'Don de soutien (1 €)', price: '1.00', donation: true });

/** The demo campaign of the contribution view. */
export function aCampaign(overrides: Partial<ContributionCampaign> = {}): ContributionCampaign {
  return {
    id: 1,
    title: 'Mémoires d’un satellite',
    slug: 'memoires-d-un-satellite',
    label_slug: 'exemplaire',
    author: null,
    compensations: [BOOK, SIGNED, SHIRT, LIMITED, CLUB, DONATION],
    facebook_pixel_id: null,
    draft: false,
    started: true,
    finished: false,
    disabled: false,
    ...overrides,
  };
}
