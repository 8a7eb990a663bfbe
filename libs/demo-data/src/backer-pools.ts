import { CAMPAIGN } from './ids';

/** Names backers chose to show; some people back several campaigns, as in real life. */
export const NICKNAMES = [
  'Camille R.', 'Léa', 'Thomas_lit', 'Mamie Jo', 'Bouquineuse du 69', 'Yasmine B.', 'Pierre-Yves', 'Anaïs & Tom',
  'Hugo M.', 'Chloé', 'Nathalie L.', 'Kévin', 'Inès Moreau', 'Lecteur du dimanche', 'Sophie G.', 'Marc-Antoine',
  'Élodie', 'Baptiste', 'Zoé et ses chats', 'Fatou D.', 'Julien P.', 'Margot', 'Romain', 'Louise V.', 'Aurélien',
  'Sarah K.', 'Maël', 'Océane', 'Bernard', 'Claire F.', 'Nicolas', 'Amandine', 'Rachid', 'Émilie', 'Gaëlle',
  'Victor H.', 'Manon', 'Thibault', 'Agathe', 'Samir', 'Juliette', 'Olivier T.', 'Laure', 'Quentin', 'Héloïse',
  'Denis', 'Nadia', 'Florian', 'Capucine', 'Jean-Michel', 'La tribu Martin', 'Solène', 'Mathis', 'Priscille',
  'Le club de lecture de Villeurbanne', 'Yann', 'Bérénice', 'Karim', 'Lison', 'Dédé',
];

/** Bookseller accounts take the bookseller-only lots (fictional shops). */
export const BOOKSELLERS = [
  'Librairie L’Encre bleue', 'Librairie La Page d’après', 'Le Port des livres', 'Librairie Rouge Papier',
  'Les Mots voyageurs', 'Librairie du Haut-Plateau',
];

export const COMMENTS = [
  'Trop hâte de le lire !',
  'Bravo pour ce projet, vivement de tenir le livre entre mes mains.',
  'Un cadeau pour ma sœur, chut !',
  'Fidèle depuis le premier livre, merci à toute l’équipe.',
  'Je découvre la maison grâce à une amie, très belle initiative.',
  'Allez, on y croit !',
  'Un petit don parce que le budget est serré ce mois-ci, mais le cœur y est.',
  'La couverture est magnifique.',
  'Merci de faire vivre l’édition indépendante.',
  'Pour la bibliothèque de mon lycée.',
  'Deuxième contribution, je n’ai pas pu résister à la dédicace.',
  'Longue vie aux petites maisons !',
  'J’ai partagé le lien à tout mon club de lecture.',
  'Ça fait du bien de lire des livres fabriqués en France.',
  'Le premier chapitre m’a happée, j’attends la suite avec impatience.',
];

export const BOOKSELLER_COMMENTS = [
  'Pour notre table des nouveautés.',
  'Nos lecteurs nous le réclament déjà.',
  'Ravis de soutenir la maison une fois de plus.',
];

/** Comments that only make sense on one campaign. */
export const CAMPAIGN_COMMENTS: Record<number, string[]> = {
  [CAMPAIGN.satellite]: [
    'Après Orbite basse, je ne pouvais pas rater celui-ci.',
    'Un satellite qui écrit son journal, j’adore l’idée.',
    'Ingénieure spatiale, je valide le concept !',
  ],
  [CAMPAIGN.balCoeursFauves]: [
    'Une romance lesbienne dans le Marseille des années folles ? Oui, mille fois oui.',
    'Tout ce qui brille sous la pluie m’avait fait pleurer, j’ai hâte.',
    'Pour offrir à ma copine, elle adore les cabarets.',
  ],
  [CAMPAIGN.lucioles]: [
    'Les Heures blanches est l’un de mes livres préférés.',
    'Les étés en Ardèche de mon enfance, merci Clémence.',
  ],
  [CAMPAIGN.sentinelles]: [
    'Grenoblois, je connais chaque sentier du roman !',
    'Mon grand-père était au maquis de Vassieux, ce livre compte pour moi.',
  ],
  [CAMPAIGN.villesEnglouties]: [
    'Ma famille vient de Tignes, j’espère que le projet verra le jour.',
    'Dommage, j’y croyais. Je soutiendrai la prochaine version.',
  ],
};
