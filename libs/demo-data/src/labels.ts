import type { Row } from './sql';
import { html } from './text';

/** Label ids, shared by every other demo file. Label 1 is the default context ('exemplaire'). */
export const LABEL = { exemplaire: 1, queerRomance: 2, poesie: 3 } as const;

const ALL_FEATURES = {
  feature_about: true,
  feature_projects: true,
  feature_library: true,
  feature_externals: true,
  feature_shop: true,
  feature_events: true,
  feature_authors: true,
  feature_cart: true,
  feature_bookseller: true,
  feature_crowdfunding: true,
};

/** Only what the label's pages need; everything else stays off to show the menus adapting. */
function features(on: (keyof typeof ALL_FEATURES)[]): Record<string, boolean> {
  return Object.fromEntries(Object.keys(ALL_FEATURES).map((k) => [k, on.includes(k as keyof typeof ALL_FEATURES)]));
}

export function labelRows(): Row[] {
  return [
    {
      id: LABEL.exemplaire,
      slug: 'exemplaire',
      name: 'Exemplaire',
      position: 0,
      catch_phrase: 'Des livres qui se lisent debout, se financent ensemble et se partagent.',
      catch_lines: ['Maison d’édition indépendante', 'Librairie en ligne', 'Financement participatif'].join('\n'),
      description: html([
        'Exemplaire est une maison d’édition indépendante installée à Lyon depuis 2016. Nous publions une douzaine de titres par an : romans, récits, essais et romans graphiques.',
        'Chaque livre naît d’un financement participatif : les lecteurs et lectrices pré-achètent l’ouvrage, ce qui nous permet de payer correctement autrices, auteurs, traductrices et imprimeurs, et de ne tirer que ce qui sera lu.',
        'Notre librairie en ligne propose aussi les livres de nos auteurices parus ailleurs, et une petite boutique d’objets pour les amoureux du papier.',
      ]),
      css: '',
      theme: { primary: '#1F3A5F', secondary: '#E8B04B', background: '#FAF7F2', text: '#1C1C1C', accent: '#C8553D' },
      // What the fee rules of libs/shipping do: never free with books (loi Darcos), one cent above the threshold.
      global_message: 'Frais de port à 0,01 € par colis dès 60 € d’achat, le minimum légal pour des livres. Retrait gratuit à la maison d’édition.',
      checkout_message:
        'Les livres en cours de production seront expédiés à leur sortie. Si votre panier contient aussi des livres disponibles, vous pourrez choisir un envoi groupé ou séparé.',
      facebook_page: 'https://www.facebook.com/editions.exemplaire',
      bluesky_page: 'https://bsky.app/profile/exemplaire.bsky.social',
      linkedin_page: 'https://www.linkedin.com/company/editions-exemplaire',
      instagram_page: 'https://www.instagram.com/editions.exemplaire',
      ...ALL_FEATURES,
    },
    {
      id: LABEL.queerRomance,
      slug: 'queer-romance',
      name: 'Cœurs Vaillants',
      position: 1,
      catch_phrase: 'Des histoires d’amour queer qui finissent bien. Enfin.',
      catch_lines: ['Romance LGBTQIA+', 'Des fins heureuses, toujours', 'Une collection Exemplaire'].join('\n'),
      description: html([
        'Cœurs Vaillants est la collection de romance queer d’Exemplaire. Nous y publions des histoires d’amour entre femmes, entre hommes, entre personnes non binaires, avec une promesse : la fin est heureuse.',
        'Nos autrices et auteurs écrivent des personnages qu’on aurait aimé croiser plus tôt dans nos lectures, drôles, tendres et parfois un peu maladroits.',
      ]),
      css: '',
      theme: { primary: '#8E3B8A', secondary: '#F2A7C3', background: '#FFF6FA', text: '#2B1B2E', accent: '#2E8B8B' },
      global_message: null,
      checkout_message: 'Chaque roman Cœurs Vaillants est envoyé avec un marque-page illustré.',
      facebook_page: 'https://www.facebook.com/coeurs.vaillants.romance',
      bluesky_page: null,
      linkedin_page: null,
      instagram_page: 'https://www.instagram.com/coeurs.vaillants',
      ...features(['feature_about', 'feature_projects', 'feature_library', 'feature_shop', 'feature_cart', 'feature_crowdfunding']),
    },
    {
      id: LABEL.poesie,
      slug: 'poesie-du-lundi',
      name: 'La Poésie du lundi',
      position: 2,
      catch_phrase: 'Un poème pour commencer la semaine.',
      catch_lines: ['Poésie contemporaine', 'Petits formats, grands vertiges'].join('\n'),
      description: html([
        'La Poésie du lundi publie de courts recueils de poésie contemporaine, au format poche, imprimés sur papier recyclé.',
        'Née d’une lettre envoyée chaque lundi matin à quelques amis, la collection compte aujourd’hui une poignée de titres et beaucoup de lecteurs fidèles.',
      ]),
      css: '',
      theme: { primary: '#2F5D50', secondary: '#A8C3A0', background: '#F5F3EC', text: '#22302B', accent: '#B5651D' },
      global_message: null,
      checkout_message: null,
      facebook_page: null,
      bluesky_page: null,
      linkedin_page: null,
      instagram_page: null,
      ...features(['feature_library', 'feature_cart']),
    },
  ];
}
