import { AUTHOR } from './authors';
import { dayAt, dayFrom, hoursFrom } from './dates';
import { BOOK, CAMPAIGN } from './ids';
import { LABEL } from './labels';
import type { Row } from './sql';
import { html, plain } from './text';

/** Dates of a campaign, computed from `now` so each one always shows the state it was written for. */
export interface CampaignTiming {
  start: Date;
  end: Date;
  release: string | null;
}

export interface CampaignSeed {
  id: number;
  slug: string;
  title: string;
  labelId: number;
  authorId: number;
  bookId: number | null;
  goalType: 1 | 2;
  /** Cents for goal type 1, books for goal type 2. */
  goal: number;
  timing: (now: Date) => CampaignTiming;
  description: string[];
  christmas?: boolean;
  facebookPixelId?: string;
}

export const CAMPAIGNS: CampaignSeed[] = [
  {
    // (a) Running, far from its end, about 60 % of an amount goal.
    id: CAMPAIGN.satellite, slug: 'memoires-d-un-satellite', title: 'Mémoires d’un satellite',
    labelId: LABEL.exemplaire, authorId: AUTHOR.yanis, bookId: BOOK.memoiresSatellite, goalType: 1, goal: 800_000,
    timing: (now) => ({ start: dayAt(now, -25, 8), end: dayAt(now, 22, 21, 59), release: dayFrom(now, 150) }),
    facebookPixelId: '123456789012345',
    description: [
      '<strong>Et si un satellite oublié se mettait à écrire ses mémoires ?</strong>',
      'Lancé en 1998 pour mesurer la température des océans, Argos-7 aurait dû être désorbité depuis quinze ans. Il tourne pourtant toujours au-dessus de nos têtes et, depuis quelque temps, ses données ressemblent de moins en moins à des relevés scientifiques et de plus en plus à un journal intime.',
      'Après <em>Orbite basse</em> et <em>Les Jardins de Titan</em>, Yanis Belkacem signe un roman tendre et vertigineux, raconté par une machine qui regarde la Terre depuis vingt-cinq ans et commence à se poser des questions.',
      'Votre soutien finance l’impression en France sur papier issu de forêts gérées durablement, la rémunération de l’auteur, de la correctrice et de l’illustratrice de couverture. Chaque palier débloqué enrichit le livre : cartes des orbites, carnet de bord en fin d’ouvrage, jaquette en papier calque.',
    ],
  },
  {
    // (b) Running, ends in about 30 hours, goal counted in books, about 85 % reached.
    id: CAMPAIGN.balCoeursFauves, slug: 'le-bal-des-coeurs-fauves', title: 'Le Bal des cœurs fauves',
    labelId: LABEL.queerRomance, authorId: AUTHOR.noa, bookId: BOOK.balCoeursFauves, goalType: 2, goal: 200,
    timing: (now) => ({ start: dayAt(now, -40, 8), end: hoursFrom(now, 30), release: dayFrom(now, 90) }),
    description: [
      'Marseille, 1926. Lucie coud des costumes pour les cabarets du quartier de l’Opéra ; Violette y chante tous les soirs sous un faux nom. La nuit du grand bal masqué de la Belle de Mai, leurs regards se croisent et plus rien ne sera comme avant.',
      'Avec <em>Le Bal des cœurs fauves</em>, Noa Kerjean nous offre une romance historique flamboyante, pleine de paillettes, de secrets et de chansons, avec une fin heureuse (c’est promis, c’est la règle de la maison).',
      'L’objectif se compte en livres : à 200 exemplaires précommandés, nous lançons l’impression. <strong>Il ne reste que quelques heures, chaque exemplaire compte !</strong>',
    ],
  },
  {
    // (c) Succeeded 20 days ago, book in production.
    id: CAMPAIGN.lucioles, slug: 'l-annee-des-lucioles', title: 'L’Année des lucioles',
    labelId: LABEL.exemplaire, authorId: AUTHOR.clemence, bookId: BOOK.anneeDesLucioles, goalType: 1, goal: 400_000,
    timing: (now) => ({ start: dayAt(now, -65, 8), end: dayAt(now, -20, 21, 59), release: dayFrom(now, 75) }),
    description: [
      'L’été de ses douze ans, Lou est envoyée chez sa tante Mado, dans un village ardéchois où il ne se passe jamais rien. Il y a pourtant les lucioles dans le jardin, le garçon du camping qui ment sur tout, et ces lettres que sa mère n’ouvre jamais.',
      'Après <em>Les Heures blanches</em> et <em>La Maison aux volets bleus</em>, Clémence Aubrac revient avec un roman d’apprentissage lumineux sur la fin de l’enfance.',
      'Grâce à vous, l’objectif a été dépassé ! Le livre est désormais en cours de fabrication.',
    ],
  },
  {
    // (d) Succeeded four months ago, book released since.
    id: CAMPAIGN.sentinelles, slug: 'les-sentinelles-du-vercors', title: 'Les Sentinelles du Vercors',
    labelId: LABEL.exemplaire, authorId: AUTHOR.theo, bookId: BOOK.sentinellesVercors, goalType: 1, goal: 300_000,
    timing: (now) => ({ start: dayAt(now, -165, 8), end: dayAt(now, -120, 21, 59), release: dayFrom(now, -45) }),
    description: [
      'Au pied des falaises de la Grande Moucherolle, un garde du parc retrouve le corps d’un randonneur. Dans son sac, une carte d’état-major de 1944, annotée au crayon, indique l’emplacement d’une cache du maquis que personne n’a jamais retrouvée.',
      'Théo Vasseur, ancien guide de haute montagne, connaît chaque sentier du Vercors. Il signe ici son roman le plus ambitieux, entre polar contemporain et mémoire de la Résistance.',
      'Le livre est sorti : merci à toutes celles et ceux qui l’ont rendu possible. Il est désormais disponible dans notre librairie.',
    ],
  },
  {
    // (e) Upcoming: starts in 10 days, delivered before Christmas.
    id: CAMPAIGN.oiseauxTombouctou, slug: 'les-oiseaux-de-tombouctou', title: 'Les Oiseaux de Tombouctou',
    labelId: LABEL.exemplaire, authorId: AUTHOR.awa, bookId: null, goalType: 1, goal: 600_000, christmas: true,
    timing: (now) => ({ start: dayAt(now, 10, 8), end: dayAt(now, 55, 21, 59), release: dayFrom(now, 240) }),
    description: [
      'Aminata a dix-sept ans quand elle quitte Mopti avec, pour tout bagage, un cahier où son grand-père a recopié les noms des oiseaux du fleuve. De Tombouctou à Marseille, ce cahier sera sa boussole.',
      'Awa Diallo-Fournier a recueilli pendant trois ans les récits de jeunes femmes exilées. Elle en a tiré son premier roman, dur et lumineux à la fois.',
      'La campagne ouvre bientôt : inscrivez-vous à notre lettre pour être prévenu·e dès le lancement.',
    ],
  },
  {
    // (f) Failed two months ago, well under its goal.
    id: CAMPAIGN.villesEnglouties, slug: 'atlas-des-villes-englouties', title: 'Atlas des villes englouties',
    labelId: LABEL.exemplaire, authorId: AUTHOR.odile, bookId: null, goalType: 1, goal: 600_000,
    timing: (now) => ({ start: dayAt(now, -105, 8), end: dayAt(now, -60, 21, 59), release: null }),
    description: [
      'Tignes, Savines, Guerlédan… En France, des dizaines de villages ont disparu sous les eaux des barrages au XXᵉ siècle. Odile Marchetti est partie à la rencontre de leurs anciens habitants.',
      'Cet atlas devait réunir trente cartes dessinées à la main, des photographies d’archives et des témoignages.',
      'L’objectif n’a malheureusement pas été atteint. Toutes les contributions ont été remboursées ; nous réfléchissons avec l’autrice à une nouvelle forme pour ce projet.',
    ],
  },
];

export function campaign(id: number): CampaignSeed {
  const found = CAMPAIGNS.find((c) => c.id === id);
  if (!found) throw new Error(`demo-data: campagne ${id} inconnue`);
  return found;
}

export function campaignRows(now: Date): Row[] {
  return CAMPAIGNS.map((c) => {
    const t = c.timing(now);
    return {
      id: c.id,
      slug: c.slug,
      title: c.title,
      label_id: c.labelId,
      author_id: c.authorId,
      book_id: c.bookId,
      video: null, // Nothing external at run time: no embedded player.
      cover: `crowdfundings/${c.slug}/cover.svg`,
      description: html(c.description),
      description_text: plain(c.description),
      start_date: t.start,
      end_date: t.end,
      release_date: t.release,
      goal_type: c.goalType,
      goal: c.goal,
      christmas: c.christmas ?? false,
      disabled: false,
      public: true,
      facebook_pixel_id: c.facebookPixelId ?? null,
    };
  });
}
