import { describe, expect, it } from '@jest/globals';
import { aCampaign, aReward, BOOK } from '../testing-rewards';
import { closedCampaignMessage, requestedReward } from './requested-reward';

const SOLD_OUT = aReward({ id: 414, name: 'Tirage de tête numéroté et signé', limited: true, limited_quantity: 25, remaining_quantity: 0 });
const PRO = aReward({ id: 416, name: 'Lot libraire : 5 exemplaires', bookseller_only: true });
const campaign = aCampaign({ compensations: [BOOK, SOLD_OUT, PRO] });

describe('the reward a link asks for', () => {
  it('joins the form when anyone may take it', () => {
    expect(requestedReward(campaign, BOOK.id, false)).toEqual({ kind: 'add', reward: BOOK });
  });

  it('is refused with the reason when it is sold out, whoever asks', () => {
    for (const bookseller of [false, true]) {
      expect(requestedReward(campaign, 414, bookseller)).toEqual({
        kind: 'refused',
        message:
          'La contrepartie «\u00a0Tirage de tête numéroté et signé\u00a0» est épuisée\u00a0: elle ne peut plus être choisie. Vous pouvez en choisir une autre ou contribuer sans contrepartie.',
      });
    }
  });

  it('is refused to readers when it is kept for booksellers, and given to booksellers', () => {
    expect(requestedReward(campaign, 416, false)).toEqual({
      kind: 'refused',
      message: 'La contrepartie «\u00a0Lot libraire\u00a0: 5 exemplaires\u00a0» est réservée aux libraires\u00a0: connectez-vous avec votre compte libraire pour la choisir.',
    });
    expect(requestedReward(campaign, 416, true)).toEqual({ kind: 'add', reward: PRO });
  });

  it('is refused when it is no reward of this campaign', () => {
    expect(requestedReward(campaign, 999, false)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/^La contrepartie demandée n’existe pas dans ce projet\./) });
  });
});

describe('why a campaign takes no contribution', () => {
  it('says it is over, not started yet, or switched off; nothing while it runs', () => {
    expect(closedCampaignMessage({ started: true, finished: true, disabled: true })).toBe('Ce financement participatif est terminé : il n’est plus possible d’y contribuer.');
    expect(closedCampaignMessage({ started: false, finished: false, disabled: true })).toBe(
      'Ce financement participatif n’a pas encore commencé : les contributions ouvriront à son lancement.',
    );
    expect(closedCampaignMessage({ started: true, finished: false, disabled: true })).toBe(
      'Ce financement participatif n’est pas en cours : il n’est pas possible d’y contribuer.',
    );
    expect(closedCampaignMessage({ started: true, finished: false, disabled: false })).toBeNull();
    expect(closedCampaignMessage({ started: true, finished: false, disabled: false, draft: true })).toBe(
      'Ce projet est un brouillon : personne ne peut y contribuer avant sa publication.',
    );
  });
});
