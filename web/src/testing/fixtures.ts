import type { Label } from '@/types/api';

/** A label with every feature on, as `labels/{slug}/` returns it; override what a test is about. */
export function aLabel(overrides: Partial<Label> = {}): Label {
  return {
    id: 1,
    name: 'Exemplaire',
    slug: 'exemplaire',
    logo: null,
    logoWebp: null,
    logoFooter: null,
    logoFooterWebp: null,
    logoBig: null,
    emblem: null,
    emblemWebp: null,
    emblems: null,
    catchPhrase: 'Des livres qui se lisent debout.',
    catchLines: 'Maison d’édition indépendante\nLibrairie en ligne',
    theme: { primary: '#1F3A5F', secondary: '#E8B04B', background: '#FAF7F2', text: '#1C1C1C', accent: '#C8553D' },
    globalMessage: null,
    facebookPage: 'https://www.facebook.com/editions.exemplaire',
    blueskyPage: null,
    linkedinPage: null,
    instagramPage: 'https://www.instagram.com/editions.exemplaire',
    featureAbout: true,
    featureProjects: true,
    featureLibrary: true,
    featureExternals: true,
    featureShop: true,
    featureEvents: true,
    featureAuthors: true,
    featureCart: true,
    featureBookseller: true,
    feature_crowdfunding: true,
    ...overrides,
  };
}
