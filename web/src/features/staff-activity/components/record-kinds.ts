/** Each kind of record staff change: its French name, and where its page is in the back office (when it has one). */
export const RECORD_KINDS: Record<string, { name: string; page?: (id: string) => string }> = {
  book: { name: 'Livre', page: (id) => `livres/${id}` },
  author: { name: 'Auteur', page: (id) => `auteurs/${id}` },
  goodie: { name: 'Goodie', page: (id) => `goodies/${id}` },
  label: { name: 'Collection', page: (id) => `collections/${id}` },
  campaign: { name: 'Campagne', page: (id) => `campagnes/${id}` },
  reward: { name: 'Contrepartie' },
  contribution: { name: 'Contribution' },
  news: { name: 'Actualité', page: (id) => `actualites/actualite/${id}` },
  faq: { name: 'Question (FAQ)', page: (id) => `actualites/faq/${id}` },
  event: { name: 'Événement', page: (id) => `evenements/${id}` },
  voucher: { name: 'Bon d’achat', page: (id) => `bons/${id}` },
  newsletter: { name: 'Lettre d’information', page: (id) => `lettres/${id}` },
  customer: { name: 'Client', page: (id) => `clients/${id}` },
  order: { name: 'Commande', page: (id) => `commandes/${id}` },
  // A parcel's id is its order's and its day: the order's page shows it.
  parcel: { name: 'Colis', page: (id) => `commandes/${id.split('.')[0]}` },
  'mail-suppression': { name: 'Adresse bloquée', page: (id) => `adresses-bloquees?q=${encodeURIComponent(id)}` },
};

export const kindName = (entity: string) => RECORD_KINDS[entity]?.name ?? entity;
