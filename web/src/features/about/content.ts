/**
 * The texts of the 'Qui sommes-nous ?' area (spec §2: sections nous, constat, projet, charte, editer).
 * Kept here, apart from the markup, so the editorial team can rewrite them without touching a component.
 * 'nous' shows the label's own description (from the API); the other sections are written below.
 */

export const ABOUT_SECTIONS = ['nous', 'constat', 'projet', 'charte', 'editer'] as const;
export type AboutSection = (typeof ABOUT_SECTIONS)[number];

export const isAboutSection = (value: string | undefined): value is AboutSection => (ABOUT_SECTIONS as readonly string[]).includes(value ?? '');

/** A part of a section: an optional subheading, paragraphs, then an optional bullet list. */
export interface AboutBlock {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
}

/** Where a section's buttons lead: the manuscript form or the general FAQ. */
export type AboutAction = { to: 'soumettre-projet' | 'questions-frequentes'; text: string };

export interface AboutText {
  title: string;
  lead?: string;
  blocks: AboutBlock[];
  actions?: AboutAction[];
}

/** The names in the section menu, in its order. */
export const ABOUT_MENU: Record<AboutSection, string> = {
  nous: 'Qui sommes-nous ?',
  constat: 'Le constat',
  projet: 'Notre projet',
  charte: 'Notre charte',
  editer: 'Éditer avec nous',
};

export const ABOUT_TEXTS: Record<Exclude<AboutSection, 'nous'>, AboutText> = {
  constat: {
    title: 'Le constat',
    lead: 'Jamais on n’a publié autant de livres, et jamais il n’a été aussi difficile d’en vivre.',
    blocks: [
      {
        heading: 'Une édition à deux vitesses',
        paragraphs: [
          'Chaque année, plusieurs dizaines de milliers de nouveautés arrivent en librairie. La plupart n’y restent que quelques semaines : faute de place sur les tables, elles repartent avant d’avoir trouvé leurs lecteurs et lectrices. Les grands groupes peuvent compenser par le volume ; une petite maison indépendante, non.',
          'Dans ce système, l’auteur ou l’autrice touche en moyenne moins d’un euro par exemplaire vendu, souvent des mois après la parution. Les livres invendus reviennent chez l’éditeur, et une partie d’entre eux finit au pilon.',
        ],
      },
      {
        heading: 'Pourquoi les lecteurs et lectrices financent des livres',
        paragraphs: [
          'Le financement participatif renverse l’ordre des choses : au lieu de parier sur un tirage et d’espérer qu’il se vende, nous présentons le livre avant de l’imprimer. Celles et ceux qui y croient le précommandent, et leur soutien décide de sa fabrication.',
          'Contribuer, c’est donc bien plus qu’acheter à l’avance : c’est permettre à un texte d’exister, choisir le juste tirage, et savoir précisément où va son argent.',
        ],
      },
    ],
  },
  projet: {
    title: 'Notre projet',
    lead: 'Une maison d’édition indépendante, financée par ses lecteurs et lectrices, qui paie correctement celles et ceux qui font les livres.',
    blocks: [
      {
        heading: 'Des éditions financées par celles et ceux qui les liront',
        paragraphs: [
          'Chaque livre passe par une campagne de financement participatif : le texte, la couverture, le calendrier et le budget y sont présentés. Les contreparties vont de l’exemplaire dédicacé aux éditions limitées. Si l’objectif n’est pas atteint, chaque contribution est remboursée.',
          'Une fois financé, le livre est fabriqué puis envoyé en priorité aux contributeurs et contributrices, avant de rejoindre notre librairie en ligne et les rayons des libraires.',
        ],
      },
      {
        heading: 'Une rémunération juste',
        paragraphs: [
          'Parce que le tirage est connu d’avance, nous pouvons verser aux auteurs et autrices une avance dès la fin de la campagne et des droits plus élevés que la moyenne du secteur. Traduction, illustration, correction et mise en page sont payées au tarif recommandé par les associations professionnelles.',
        ],
      },
      {
        heading: 'Avec les libraires',
        paragraphs: [
          'Nos livres ne se vendent pas qu’ici. Les librairies indépendantes peuvent les commander directement, à des conditions claires, depuis leur espace libraire. Un livre qui vit en librairie, conseillé par quelqu’un qui l’a lu, c’est la meilleure suite qu’une campagne puisse avoir.',
        ],
      },
    ],
  },
  charte: {
    title: 'Notre charte',
    lead: 'Ce à quoi nous nous engageons, pour chaque livre que nous publions.',
    blocks: [
      {
        items: [
          'Du papier issu de forêts gérées durablement, certifié FSC ou PEFC, et des encres végétales chaque fois que l’imprimeur le permet.',
          'Une impression en Europe, chez des imprimeurs que nous connaissons, pour des trajets courts et des conditions de travail que nous pouvons vérifier.',
          'Des droits d’auteur versés sur chaque exemplaire vendu, campagnes comprises, avec un relevé clair au moins une fois par an.',
          'Aucun livre retourné n’est détruit : les exemplaires abîmés sont donnés à des bibliothèques, à des associations ou vendus à prix solidaire.',
          'La transparence sur l’argent des campagnes : la page de chaque projet détaille ce que finance l’objectif (fabrication, droits, transport, frais de paiement), et nous publions le bilan une fois le livre sorti.',
        ],
      },
      {
        paragraphs: ['Si vous pensez que nous manquons à l’un de ces engagements, écrivez-nous : nous vous répondrons, et nous rendrons compte de ce qui a changé.'],
      },
    ],
  },
  editer: {
    title: 'Éditer avec nous',
    lead: 'Vous avez écrit un livre qui nous ressemble ? Nous serons heureux de le lire.',
    blocks: [
      {
        heading: 'Ce que nous cherchons',
        paragraphs: [
          'Des romans, des récits et des essais, en français ou en traduction, qui trouveront leur place dans l’une de nos collections. Nous lisons tous les manuscrits reçus, qu’ils viennent d’auteurs et d’autrices débutants ou confirmés.',
        ],
      },
      {
        heading: 'Comment soumettre votre manuscrit',
        items: [
          'Remplissez le formulaire de proposition : votre nom, votre adresse e-mail, le titre et un résumé de votre projet.',
          'Joignez si vous le pouvez le manuscrit ou un extrait, au format PDF, ODT, DOC ou DOCX (10 Mo au plus).',
          'Nous vous répondons dans un délai de trois mois environ. Merci de ne pas relancer avant.',
        ],
      },
      {
        heading: 'Et ensuite ?',
        paragraphs: [
          'Si votre texte nous enthousiasme, nous préparons ensemble la campagne de financement participatif : présentation, contreparties, budget et calendrier. Vous restez associé·e à chaque étape, jusqu’à la sortie en librairie.',
        ],
      },
    ],
    actions: [
      { to: 'soumettre-projet', text: 'Soumettre un projet' },
      { to: 'questions-frequentes', text: 'Lire les questions fréquentes' },
    ],
  },
};
