import { currentAddress, type CurrentSlugLookup, type RenamedKind } from './old-addresses';

/** Staff renamed the label 'ancien-nom', the book 'vieux-titre', the goodie 'vieux-mug', the author 'nom-de-plume' and the campaign 'premier-titre'. */
const RENAMED: Record<string, string> = {
  'label:ancien-nom': 'exemplaire',
  'book:vieux-titre': 'nouveau-titre',
  'goodie:vieux-mug': 'mug-bleu',
  'author:nom-de-plume': 'vrai-nom',
  'campaign:premier-titre': 'titre-definitif',
};
const lookups: string[] = [];
const currentSlug: CurrentSlugLookup = async (kind: RenamedKind, slug: string) => {
  lookups.push(`${kind}:${slug}`);
  return RENAMED[`${kind}:${slug}`] ?? null;
};

describe('currentAddress', () => {
  beforeEach(() => (lookups.length = 0));

  it.each([
    ['/ancien-nom/librairie', '/exemplaire/librairie'],
    ['/ancien-nom', '/exemplaire'],
    ['/exemplaire/librairie/livre/vieux-titre', '/exemplaire/librairie/livre/nouveau-titre'],
    ['/exemplaire/bookshop/livre/vieux-titre', '/exemplaire/bookshop/livre/nouveau-titre'],
    ['/exemplaire/libraire/librairie/livre/vieux-titre', '/exemplaire/libraire/librairie/livre/nouveau-titre'],
    ['/ancien-nom/boutique/produit/vieux-mug', '/exemplaire/boutique/produit/mug-bleu'],
    ['/exemplaire/auteurs/nom-de-plume', '/exemplaire/auteurs/vrai-nom'],
    ['/exemplaire/financement-participatif/premier-titre/faq', '/exemplaire/financement-participatif/titre-definitif/faq'],
    ['/exemplaire/crowdfunding/premier-titre/contribute/12', '/exemplaire/crowdfunding/titre-definitif/contribute/12'],
  ])('sends %s to %s', async (from, to) => {
    await expect(currentAddress(from, currentSlug)).resolves.toBe(to);
  });

  it.each([
    '/exemplaire/librairie/livre/nouveau-titre',
    '/exemplaire/auteurs',
    '/exemplaire/a-propos/nous',
    '/',
    '/api/books/vieux-titre/',
    '/media/uploads/x.webp',
    '/assets/index-abc.js',
    '/favicon.ico',
    '/Exemplaire/auteurs/nom-de-plume',
    '/exemplaire/auteurs/%3Cscript%3E',
  ])('leaves %s alone', async (path) => {
    await expect(currentAddress(path, currentSlug)).resolves.toBeNull();
  });

  it('never looks up the API, files or what cannot be a slug', async () => {
    for (const path of ['/api/labels/ancien-nom/', '/media/x.png', '/Exemplaire/home', '/exemplaire/auteurs/%3Cb%3E']) await currentAddress(path, currentSlug);
    expect(lookups).toEqual(['label:exemplaire']);
  });
});
