import { describe, expect, it } from '@jest/globals';
import { canonicalPath, isServerRendered } from './public-routes';

describe('the pages the server renders, and their one address', () => {
  it('renders the public pages, and leaves the pages of a session to the browser', () => {
    for (const path of [
      '/',
      '/exemplaire',
      '/exemplaire/home',
      '/exemplaire/financement-participatif/les-oiseaux',
      '/exemplaire/crowdfunding/les-oiseaux/news',
      '/exemplaire/librairie/livre/le-gout-du-mil',
      '/exemplaire/boutique/produit/tote-bag',
      '/exemplaire/auteurs/awa-diallo-fournier',
      '/exemplaire/evenements',
      '/exemplaire/recherche',
      '/exemplaire/search',
      '/exemplaire/a-propos',
      '/exemplaire/legal/cgv',
      '/exemplaire/404',
      '/404',
    ]) {
      expect([path, isServerRendered(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/exemplaire/compte/informations',
      '/exemplaire/checkout/cart',
      '/exemplaire/libraire/boutique',
      '/exemplaire/arriere-boutique/commandes',
      '/exemplaire/login',
      '/exemplaire/financement-participatif/les-oiseaux/contribute/3',
      '/exemplaire/reset-password',
    ]) {
      expect([path, isServerRendered(path)]).toEqual([path, false]);
    }
  });

  it('gives an English alias the French address, and a bare label its home', () => {
    expect(canonicalPath('/exemplaire/bookshop/livre/le-gout-du-mil')).toBe('/exemplaire/librairie/livre/le-gout-du-mil');
    expect(canonicalPath('/exemplaire/crowdfunding/les-oiseaux/news')).toBe('/exemplaire/financement-participatif/les-oiseaux/news');
    expect(canonicalPath('/exemplaire/projects')).toBe('/exemplaire/projets');
    expect(canonicalPath('/exemplaire/shop/produit/tote-bag')).toBe('/exemplaire/boutique/produit/tote-bag');
    expect(canonicalPath('/exemplaire/events/')).toBe('/exemplaire/evenements');
    expect(canonicalPath('/exemplaire/search')).toBe('/exemplaire/recherche');
    expect(canonicalPath('/exemplaire')).toBe('/exemplaire/home');
    expect(canonicalPath('/exemplaire/a-propos')).toBe('/exemplaire/a-propos/nous');
    expect(canonicalPath('/exemplaire/librairie/livre/le-gout-du-mil')).toBe('/exemplaire/librairie/livre/le-gout-du-mil');
  });
});
