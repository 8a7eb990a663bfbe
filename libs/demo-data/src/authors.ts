import { LABEL } from './labels';
import type { Row } from './sql';
import { html, plain } from './text';

/** Author ids, used by books, campaigns and events. */
export const AUTHOR = {
  clemence: 1,
  yanis: 2,
  odile: 3,
  theo: 4,
  awa: 5,
  margaux: 6,
  sacha: 7,
  noa: 8,
  helene: 9,
  jules: 10,
} as const;

interface AuthorSeed {
  id: number;
  slug: string;
  name: string;
  labelId: number;
  biography: string[];
}

const AUTHORS: AuthorSeed[] = [
  {
    id: AUTHOR.clemence,
    slug: 'clemence-aubrac',
    name: 'Clémence Aubrac',
    labelId: LABEL.exemplaire,
    biography: [
      'Née en 1982 à Aurillac, Clémence Aubrac a longtemps été correctrice dans la presse régionale avant de se consacrer à l’écriture. Ses romans explorent les familles, les maisons et les secrets qu’on y range.',
      'Elle vit aujourd’hui à Lyon, où elle anime des ateliers d’écriture en bibliothèque. <em>Les Heures blanches</em>, son premier roman chez Exemplaire, a reçu le prix des lecteurs de la Croix-Rousse.',
    ],
  },
  {
    id: AUTHOR.yanis,
    slug: 'yanis-belkacem',
    name: 'Yanis Belkacem',
    labelId: LABEL.exemplaire,
    biography: [
      'Ingénieur en télécommunications spatiales à Toulouse, Yanis Belkacem écrit de la science-fiction le soir et le week-end. Ses histoires parlent moins d’étoiles que des gens qui les regardent.',
      'Il a publié plusieurs nouvelles en revue avant <em>Orbite basse</em>, son premier roman. Il est aussi l’auteur de <em>La Ville sans sommeil</em> aux éditions Nébuleuse.',
    ],
  },
  {
    id: AUTHOR.odile,
    slug: 'odile-marchetti',
    name: 'Odile Marchetti',
    labelId: LABEL.exemplaire,
    biography: [
      'Géographe de formation, Odile Marchetti a enseigné vingt ans à l’université de Grenoble. Elle écrit des essais accessibles sur l’eau, les paysages et notre manière de les habiter.',
      'Ses livres mêlent enquête de terrain, souvenirs et cartes dessinées à la main. Elle partage sa vie entre la Drôme et la Corse.',
    ],
  },
  {
    id: AUTHOR.theo,
    slug: 'theo-vasseur',
    name: 'Théo Vasseur',
    labelId: LABEL.exemplaire,
    biography: [
      'Ancien guide de haute montagne, Théo Vasseur écrit des romans noirs ancrés dans des territoires rudes : marais de Brière, îles bretonnes, plateaux du Vercors.',
      'Ses enquêteurs ne sont jamais policiers, toujours un peu perdus. Il vit à Villard-de-Lans avec deux chiens et beaucoup trop de cartes IGN.',
    ],
  },
  {
    id: AUTHOR.awa,
    slug: 'awa-diallo-fournier',
    name: 'Awa Diallo-Fournier',
    labelId: LABEL.exemplaire,
    biography: [
      'Franco-sénégalaise, Awa Diallo-Fournier a grandi entre Dakar et Saint-Étienne. Journaliste pendant quinze ans, elle écrit désormais des récits où se croisent les mémoires familiales et la grande histoire.',
      '<em>Nos mères, ces inconnues</em> est né d’une série de podcasts consacrée aux femmes de sa famille. Elle prépare un roman sur les chemins de l’exil au Sahel.',
      'Elle intervient régulièrement dans les lycées pour parler d’écriture et de transmission.',
    ],
  },
  {
    id: AUTHOR.margaux,
    slug: 'margaux-le-bihan',
    name: 'Margaux Le Bihan',
    labelId: LABEL.exemplaire,
    biography: [
      'Autrice et illustratrice finistérienne, Margaux Le Bihan dessine à l’encre et à l’aquarelle des romans graphiques peuplés de pêcheuses, de phares et de tempêtes.',
      'Diplômée de l’école Émile-Cohl, elle a travaillé pour la presse jeunesse avant de publier <em>L’Atelier des ombres</em>, son premier album.',
    ],
  },
  {
    id: AUTHOR.sacha,
    slug: 'sacha-delorme',
    name: 'Sacha Delorme',
    labelId: LABEL.queerRomance,
    biography: [
      'Sacha Delorme est libraire à Paris et lit des romances depuis l’adolescence, en cachette d’abord, fièrement ensuite. Iel écrit les histoires d’amour queer qu’iel aurait voulu trouver en rayon.',
      '<em>Un hiver à Montmartre</em>, son premier roman, a d’abord paru en feuilleton sur internet avant de rejoindre la collection Cœurs Vaillants.',
    ],
  },
  {
    id: AUTHOR.noa,
    slug: 'noa-kerjean',
    name: 'Noa Kerjean',
    labelId: LABEL.queerRomance,
    biography: [
      'Noa Kerjean a été danseuse contemporaine avant qu’une blessure ne l’oblige à changer de vie. Elle écrit depuis des romances lumineuses, souvent situées dans le monde du spectacle.',
      'Elle vit à Nantes avec sa compagne et anime un club de lecture féministe le premier jeudi du mois.',
    ],
  },
  {
    id: AUTHOR.helene,
    slug: 'helene-riviere-sauvage',
    name: 'Hélène Rivière-Sauvage',
    labelId: LABEL.poesie,
    biography: [
      'Hélène Rivière-Sauvage est née en 1961 à Sète. Professeure de lettres à la retraite, elle publie de la poésie depuis trente ans dans des revues et chez de petits éditeurs.',
      'Ses poèmes courts, presque des haïkus, parlent d’oiseaux, de marées et de la lumière du matin.',
    ],
  },
  {
    id: AUTHOR.jules,
    slug: 'jules-ambrosino',
    name: 'Jules Ambrosino',
    labelId: LABEL.poesie,
    biography: [
      'Jules Ambrosino est infirmier de nuit à Marseille. Il écrit ses poèmes dans le tramway, au retour du travail, quand la ville se réveille.',
      'Il a commencé par les publier sur les réseaux sociaux avant d’être repéré par La Poésie du lundi. Il lit régulièrement ses textes sur scène, accompagné d’un violoncelle.',
    ],
  },
];

export function authorRows(): Row[] {
  return AUTHORS.map((a) => ({
    id: a.id,
    slug: a.slug,
    name: a.name,
    label_id: a.labelId,
    biography: html(a.biography),
    biography_text: plain(a.biography),
    avatar: `authors/${a.slug}/avatar.svg`,
    banner: `authors/${a.slug}/banner.svg`,
  }));
}
