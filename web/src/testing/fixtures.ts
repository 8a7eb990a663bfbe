import type { Book, Label } from '@/types/api';

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
    description: '<p>Exemplaire est une maison d’édition indépendante.</p>',
    theme: { primary: '#1F3A5F', secondary: '#E8B04B', background: '#FAF7F2', text: '#1C1C1C', accent: '#C8553D' },
    globalMessage: null,
    checkout_message: null,
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

/** A published book in stock, as `books/` lists it; override what a test is about. */
export function aBook(overrides: Partial<Book> = {}): Book {
  return {
    id: 107,
    slug: 'le-dernier-ferry-pour-ouessant',
    type: 'book',
    name: 'Le Dernier Ferry pour Ouessant',
    price: '20.00',
    price_no_vat: '18.96',
    vat_rate: 5.5,
    description: '<p>Novembre, tempête sur la mer d’Iroise.</p>',
    description_text: 'Novembre, tempête sur la mer d’Iroise.',
    image: '/media/products/le-dernier-ferry-pour-ouessant.svg',
    image_webp: '/media/products/le-dernier-ferry-pour-ouessant.webp',
    images: [],
    out_of_stock: false,
    restocking_date: null,
    label_slug: 'exemplaire',
    author: { id: 4, slug: 'theo-vasseur', name: 'Théo Vasseur', avatar: null, avatar_webp: null },
    linked_products: [],
    variants: [],
    release: '2026-06-25',
    published: true,
    is_new: false,
    isbn: '9782493120076',
    nb_pages: 320,
    publisher: 'Exemplaire',
    is_external: false,
    discounted_price_no_vat: '18.96',
    ...overrides,
  };
}

/** A parcel shop as `GET relays/` answers it (the relay dialog's tests and the checkout's fake API). */
export const RELAY = {
  ID: '075011', Nom: 'Tabac de la Roquette', Adresse1: '12 rue de la Roquette', Adresse2: '', CP: '75011', Ville: 'Paris', Pays: 'FR',
  Lat: '48.85', Long: '2.37', Nature: '1', Letter: 'A', available: true, hours_html_table: '', photo: null, warning: null,
};
