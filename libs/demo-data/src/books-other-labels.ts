import { AUTHOR } from './authors';
import type { BookSeed } from './book-seed';
import { BOOK } from './ids';
import { LABEL } from './labels';

/** Same fictional publisher prefix as Exemplaire: both collections are Exemplaire imprints. */
const isbn = (n: number) => `978249312${String(n).padStart(3, '0')}`;

/** Cœurs Vaillants (queer romance) and La Poésie du lundi. */
export const OTHER_LABEL_BOOKS: BookSeed[] = [
  {
    id: BOOK.hiverMontmartre, title: 'Un hiver à Montmartre', labelId: LABEL.queerRomance, authorId: AUTHOR.sacha,
    priceCents: 1900, pages: 342, releaseInDays: -220, isbn12: isbn(101),
    description: [
      'Camille tient une librairie de quartier qui ne vend presque rien. Inès, peintre de rue, s’installe chaque matin devant sa vitrine et lui vole tous ses clients.',
      'Une comédie romantique d’hiver, pleine de chocolat chaud, de mauvaise foi et de tendresse.',
    ],
  },
  {
    id: BOOK.lettresRosalind, title: 'Les Lettres de Rosalind', labelId: LABEL.queerRomance, authorId: AUTHOR.sacha,
    priceCents: 2000, pages: 368, releaseInDays: -8, isbn12: isbn(102),
    description: [
      'En rangeant le grenier de sa grand-tante, Élise découvre une correspondance amoureuse entre deux infirmières de la Grande Guerre. Pour retrouver les descendantes de Rosalind, elle devra faire équipe avec Maëlle, historienne aussi brillante qu’insupportable.',
      'Deux histoires d’amour, à un siècle d’écart, qui se répondent.',
    ],
  },
  {
    id: BOOK.toutCeQuiBrille, title: 'Tout ce qui brille sous la pluie', labelId: LABEL.queerRomance, authorId: AUTHOR.noa,
    priceCents: 1900, pages: 310, releaseInDays: -130, isbn12: isbn(103),
    description: [
      'Julien est machiniste à l’Opéra de Nantes, Adam y danse son premier grand rôle. Entre deux répétitions, dans les coulisses, ils apprennent à se regarder autrement.',
      'Une romance lumineuse dans le monde du spectacle, par une ancienne danseuse.',
    ],
  },
  {
    id: BOOK.balCoeursFauves, title: 'Le Bal des cœurs fauves', labelId: LABEL.queerRomance, authorId: AUTHOR.noa,
    priceCents: 1900, pages: 330, releaseInDays: 90, isbn12: isbn(104),
    description: [
      'Marseille, années folles. Lucie, couturière, et Violette, chanteuse de cabaret, se rencontrent la nuit d’un bal masqué où tout le monde cache quelque chose.',
      'Le nouveau roman de Noa Kerjean, en financement participatif jusqu’à demain soir.',
    ],
  },
  {
    id: BOOK.deuxCafes, title: 'Deux cafés, sans sucre', labelId: LABEL.queerRomance, authorId: AUTHOR.sacha,
    priceCents: 1800, pages: 226, releaseInDays: -400, isbn12: '978238467049', publisher: 'Éditions Mauve',
    description: [
      'La première novella de Sacha Delorme : deux serveurs, un café qui ferme, une dernière semaine pour se dire les choses.',
      'Parue aux éditions Mauve, disponible dans notre librairie.',
    ],
  },
  {
    id: BOOK.lundiLesMerles, title: 'Lundi, les merles', labelId: LABEL.poesie, authorId: AUTHOR.helene,
    priceCents: 1800, pages: 96, releaseInDays: -365, isbn12: isbn(201),
    description: [
      'Cinquante-deux poèmes, un pour chaque lundi de l’année, écrits à la fenêtre d’une cuisine face à l’étang de Thau.',
      'Le recueil qui a donné son nom à la collection.',
    ],
  },
  {
    id: BOOK.abecedaireLittoral, title: 'Abécédaire du littoral', labelId: LABEL.poesie, authorId: AUTHOR.helene,
    priceCents: 1800, pages: 112, releaseInDays: -40, isbn12: isbn(202),
    description: [
      'D’« Algue » à « Zostère », vingt-six poèmes courts pour dire le bord de mer, ses mots et ses bêtes.',
      'Un petit livre à lire à voix haute, avec des enfants ou sans.',
    ],
  },
  {
    id: BOOK.poemesSemaine, title: 'Poèmes pour traverser la semaine', labelId: LABEL.poesie, authorId: AUTHOR.jules,
    priceCents: 1800, pages: 128, releaseInDays: -12, isbn12: isbn(203),
    description: [
      'Des poèmes écrits dans le tramway marseillais, au retour des nuits à l’hôpital. Sept parties, une par jour, pour tenir jusqu’au week-end.',
      'Le premier recueil de Jules Ambrosino, tout juste paru.',
    ],
  },
  {
    id: BOOK.ceQuiResteNuit, title: 'Ce qui reste de la nuit', labelId: LABEL.poesie, authorId: AUTHOR.jules,
    priceCents: 1800, pages: 104, releaseInDays: 30, isbn12: isbn(204),
    description: [
      'Le deuxième recueil de Jules Ambrosino, sur les veilleurs, les soignantes et les gens qui travaillent quand les autres dorment.',
      'À paraître le mois prochain, en précommande.',
    ],
  },
];
