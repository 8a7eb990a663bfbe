import { describe, expect, it } from '@jest/globals';
import { keepsScroll } from './scroll';

describe('scrolling to the top after navigation', () => {
  it('keeps the position for campaign tabs and the about sections', () => {
    for (const path of [
      '/exemplaire/financement-participatif/memoires-d-un-satellite/description',
      '/exemplaire/financement-participatif/memoires-d-un-satellite/news',
      '/exemplaire/crowdfunding/memoires-d-un-satellite/contributions',
      '/exemplaire/crowdfunding/memoires-d-un-satellite/faq',
      '/exemplaire/a-propos/nous',
      '/exemplaire/a-propos/constat',
      '/exemplaire/a-propos/projet',
      '/exemplaire/a-propos/charte',
      '/exemplaire/a-propos/editer',
    ]) {
      expect(keepsScroll(path)).toBe(true);
    }
  });

  it('goes to the top for every other page, whatever its slug contains', () => {
    for (const path of [
      '/exemplaire/home',
      '/exemplaire/projets',
      '/exemplaire/financement-participatif/memoires-d-un-satellite',
      '/exemplaire/librairie/livre/la-description-du-monde',
    ]) {
      expect(keepsScroll(path)).toBe(false);
    }
  });
});
