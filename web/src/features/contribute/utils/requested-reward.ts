import { rewardState } from '@/lib/reward-state';
import { guillemets } from '@shop/typography';
import type { ContributionCampaign, RewardOption } from '../types';

/** What becomes of the reward a link asks for: it joins the form, or the visitor is told why not. */
export type RequestedReward = { kind: 'add'; reward: RewardOption } | { kind: 'refused'; message: string };

/**
 * Spec §4: a sold-out reward cannot be chosen, a bookseller-only one is locked for everyone else,
 * and an id that is not one of the campaign's rewards leads nowhere. Said in French, with a way on.
 */
export function requestedReward(campaign: Pick<ContributionCampaign, 'compensations'>, rewardId: number, isBookseller: boolean): RequestedReward {
  const reward = campaign.compensations.find((r) => r.id === rewardId);
  if (!reward) {
    return { kind: 'refused', message: 'La contrepartie demandée n’existe pas dans ce projet. Vous pouvez en choisir une autre ci-dessous ou contribuer sans contrepartie.' };
  }
  const state = rewardState(reward, isBookseller);
  if (state.kind === 'sold-out') {
    return {
      kind: 'refused',
      message: `La contrepartie ${guillemets(reward.name)} est épuisée\u00a0: elle ne peut plus être choisie. Vous pouvez en choisir une autre ou contribuer sans contrepartie.`,
    };
  }
  if (state.kind === 'booksellers-only') {
    return { kind: 'refused', message: `La contrepartie ${guillemets(reward.name)} est réservée aux libraires\u00a0: connectez-vous avec votre compte libraire pour la choisir.` };
  }
  return { kind: 'add', reward };
}

type Timing = Pick<ContributionCampaign, 'started' | 'finished' | 'disabled'> & Partial<Pick<ContributionCampaign, 'draft'>>;

/** Why nobody can back this campaign now (spec §4), or null while it runs. */
export function closedCampaignMessage(campaign: Timing): string | null {
  if (campaign.draft) return 'Ce projet est un brouillon : personne ne peut y contribuer avant sa publication.';
  if (campaign.finished) return 'Ce financement participatif est terminé : il n’est plus possible d’y contribuer.';
  if (!campaign.started) return 'Ce financement participatif n’a pas encore commencé : les contributions ouvriront à son lancement.';
  if (campaign.disabled) return 'Ce financement participatif n’est pas en cours : il n’est pas possible d’y contribuer.';
  return null;
}
