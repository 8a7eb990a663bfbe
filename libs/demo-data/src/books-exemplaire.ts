import { AUTHOR } from './authors';
import type { BookSeed } from './book-seed';
import { BOOK } from './ids';
import { LABEL } from './labels';

/** Exemplaire's ISBN prefix (fictional 978-2-49312); each book adds three digits, then the check digit. */
const isbn = (n: number) => `978249312${String(n).padStart(3, '0')}`;
const L1 = LABEL.exemplaire;

/** Label 1: the bulk of the catalogue, with every state a book page can show. */
export const EXEMPLAIRE_BOOKS: BookSeed[] = [
  {
    id: BOOK.heuresBlanches, title: 'Les Heures blanches', labelId: L1, authorId: AUTHOR.clemence,
    priceCents: 2200, pages: 312, releaseInDays: -420, isbn12: isbn(1),
    description: [
      'À la mort de sa grand-mère, Jeanne hérite d’une ferme du Cantal et de quarante carnets couverts d’une écriture serrée. Elle y découvre les « heures blanches », ces nuits où personne, dans la famille, n’a jamais dormi.',
      'Un premier roman d’une grande douceur sur la mémoire des femmes et ce que les maisons gardent de nous.',
    ],
  },
  {
    id: BOOK.maisonVoletsBleus, title: 'La Maison aux volets bleus', labelId: L1, authorId: AUTHOR.clemence,
    priceCents: 2300, pages: 288, releaseInDays: -5, isbn12: isbn(2),
    description: [
      'Trois sœurs se retrouvent un été dans la maison de leur enfance, à Collioure, pour la vider avant sa vente. Entre les cartons, les disputes reprennent là où elles s’étaient arrêtées vingt ans plus tôt.',
      'Clémence Aubrac signe un roman solaire et drôle sur la fratrie, l’héritage et l’art de se pardonner.',
    ],
  },
  {
    id: BOOK.orbiteBasse, title: 'Orbite basse', labelId: L1, authorId: AUTHOR.yanis,
    priceCents: 2100, pages: 356, releaseInDays: -300, isbn12: isbn(3),
    description: [
      '2061. Nour est technicienne de maintenance sur une station orbitale vieillissante que plus personne ne veut financer. Quand les communications avec le sol se coupent, l’équipage doit décider seul de son avenir.',
      'Un huis clos spatial tendu et profondément humain, salué par la critique comme l’une des meilleures surprises de la SF française.',
    ],
  },
  {
    id: BOOK.jardinsDeTitan, title: 'Les Jardins de Titan', labelId: L1, authorId: AUTHOR.yanis,
    priceCents: 2400, pages: 410, releaseInDays: -10, isbn12: isbn(4),
    description: [
      'Sur Titan, une colonie de botanistes tente de faire pousser des pommiers sous un ciel orange. Mais les graines venues de la Terre ne germent plus, et quelqu’un sabote les serres.',
      'Le nouveau roman de Yanis Belkacem, entre enquête, utopie écologique et chronique d’une communauté qui invente sa propre façon de vivre.',
    ],
  },
  {
    id: BOOK.rivieresEmportent, title: 'Ce que les rivières emportent', labelId: L1, authorId: AUTHOR.odile,
    priceCents: 2000, pages: 224, releaseInDays: -200, isbn12: isbn(5),
    description: [
      'De la Loire au Rhône, Odile Marchetti a suivi pendant deux ans les crues, les barrages et les riverains. Elle raconte comment nous avons voulu dompter les rivières, et ce qu’elles nous ont repris.',
      'Un essai sensible et documenté, illustré de cartes dessinées par l’autrice.',
    ],
  },
  {
    id: BOOK.brumeEtangNeuf, title: 'Brume sur l’Étang-Neuf', labelId: L1, authorId: AUTHOR.theo,
    priceCents: 1900, pages: 298, releaseInDays: -500, isbn12: isbn(6), outOfStock: true,
    description: [
      'Dans les marais de Brière, un pêcheur d’anguilles disparaît une nuit de brouillard. Sa fille, revenue de Paris pour l’enterrement d’un autre, refuse de croire à l’accident.',
      'Le premier roman noir de Théo Vasseur, épuisé depuis des mois : nous cherchons un imprimeur pour un nouveau tirage.',
    ],
  },
  {
    id: BOOK.dernierFerry, title: 'Le Dernier Ferry pour Ouessant', labelId: L1, authorId: AUTHOR.theo,
    priceCents: 2000, pages: 320, releaseInDays: -150, isbn12: isbn(7), outOfStock: true, restockInDays: 12,
    description: [
      'Novembre, tempête sur la mer d’Iroise. Le dernier ferry de la saison arrive à Ouessant avec un passager de moins qu’au départ du Conquet.',
      'Huit habitants, un gendarme remplaçant et aucun moyen de quitter l’île : un polar insulaire à la tension implacable.',
    ],
  },
  {
    id: BOOK.nosMeres, title: 'Nos mères, ces inconnues', labelId: L1, authorId: AUTHOR.awa,
    priceCents: 2200, pages: 264, releaseInDays: -90, isbn12: isbn(8),
    description: [
      'Awa Diallo-Fournier part à la recherche des femmes de sa famille : une arrière-grand-mère commerçante à Saint-Louis, une grand-mère ouvrière à Saint-Étienne, une mère qui n’a jamais voulu raconter.',
      'Un récit intime et politique sur la transmission, le silence et le courage ordinaire.',
    ],
  },
  {
    id: BOOK.goutDuMil, title: 'Le Goût du mil', labelId: L1, authorId: AUTHOR.awa,
    priceCents: 2100, pages: 240, releaseInDays: -3, isbn12: isbn(9),
    description: [
      'Chaque chapitre de ce livre est une recette, et chaque recette une histoire : celle d’un exil, d’un mariage, d’une fête ou d’un deuil.',
      'Entre récit et carnet de cuisine, Awa Diallo-Fournier raconte le Sénégal de sa famille à travers ce qu’on y mange et ce qu’on y partage.',
    ],
  },
  {
    id: BOOK.carnetsMaree, title: 'Carnets de la marée haute', labelId: L1, authorId: AUTHOR.margaux,
    priceCents: 2900, pages: 176, releaseInDays: -250, isbn12: isbn(10), outOfStock: true, restockInDays: 30,
    description: [
      'Un an durant, Margaux Le Bihan a dessiné la vie du port du Guilvinec : les retours de pêche, la criée, les filets qu’on répare et les marins qui partent avant l’aube.',
      'Un roman graphique à l’aquarelle, en réimpression : les prochains exemplaires arrivent bientôt.',
    ],
  },
  {
    id: BOOK.atelierDesOmbres, title: 'L’Atelier des ombres', labelId: L1, authorId: AUTHOR.margaux,
    priceCents: 2700, pages: 144, releaseInDays: -700, isbn12: isbn(11), outOfStock: true,
    description: [
      'Brest, 1944. Dans l’atelier de son père, Anna fabrique des marionnettes pour un théâtre d’ombres qui raconte, à mots couverts, ce que la ville ne peut pas dire.',
      'Le premier album de Margaux Le Bihan, tout en noir et blanc, aujourd’hui épuisé.',
    ],
  },
  {
    id: BOOK.sentinellesVercors, title: 'Les Sentinelles du Vercors', labelId: L1, authorId: AUTHOR.theo,
    priceCents: 2000, pages: 344, releaseInDays: -45, isbn12: isbn(12),
    description: [
      'Un garde du parc naturel retrouve un randonneur mort au pied des falaises de la Grande Moucherolle. L’homme portait sur lui une carte d’état-major de 1944 annotée à la main.',
      'Financé par ses lectrices et lecteurs, le nouveau roman noir de Théo Vasseur fait dialoguer le présent et les maquis.',
    ],
  },
  {
    id: BOOK.traiteLenteur, title: 'Petit traité de la lenteur', labelId: L1, authorId: AUTHOR.odile,
    priceCents: 1800, pages: 160, releaseInDays: -60, isbn12: isbn(13),
    description: [
      'Marcher plutôt que rouler, attendre plutôt que commander, regarder plutôt que photographier : Odile Marchetti fait l’éloge de la lenteur sans jamais faire la morale.',
      'Un petit livre à glisser dans la poche, pour les trajets en train et les dimanches pluvieux.',
    ],
  },
  {
    id: BOOK.anneeDesLucioles, title: 'L’Année des lucioles', labelId: L1, authorId: AUTHOR.clemence,
    priceCents: 2200, pages: 304, releaseInDays: 75, isbn12: isbn(14),
    description: [
      'L’été de ses douze ans, Lou voit des lucioles pour la première fois dans le jardin de sa tante, en Ardèche. C’est aussi l’été où tout bascule dans sa famille.',
      'Le troisième roman de Clémence Aubrac, financé avec succès, est en cours d’impression.',
    ],
  },
  {
    id: BOOK.memoiresSatellite, title: 'Mémoires d’un satellite', labelId: L1, authorId: AUTHOR.yanis,
    priceCents: 2200, pages: 380, releaseInDays: 150, isbn12: isbn(15),
    description: [
      'Lancé en 1998 pour observer les océans, le satellite Argos-7 aurait dû s’éteindre depuis longtemps. Il continue pourtant d’émettre, et ce qu’il raconte n’a plus rien d’un relevé de température.',
      'Un roman de science-fiction à la première personne… d’une machine. Actuellement en financement participatif.',
    ],
  },
  {
    id: BOOK.nuitSardinieres, title: 'La Nuit des sardinières', labelId: L1, authorId: AUTHOR.margaux,
    priceCents: 2800, pages: 192, releaseInDays: 120, isbn12: isbn(16),
    description: [
      'Douarnenez, 1924 : les ouvrières des conserveries se mettent en grève pour être payées à l’heure. Margaux Le Bihan raconte leur victoire en images, à hauteur d’une jeune sardinière de quinze ans.',
      'Un roman graphique en cours de production, disponible en précommande.',
    ],
  },
  {
    id: BOOK.cadastreDesSonges, title: 'Le Cadastre des songes', labelId: L1, authorId: AUTHOR.odile,
    priceCents: 2000, pages: 208, releaseInDays: 40, isbn12: isbn(17),
    description: [
      'Et si l’on dressait la carte des lieux dont on rêve ? Odile Marchetti a recueilli cent récits de rêves et les a situés sur une carte de France imaginaire.',
      'Un essai poétique et cartographique, en précommande.',
    ],
  },
  {
    id: BOOK.sousLaCendre, title: 'Sous la cendre, l’été', labelId: L1, authorId: AUTHOR.theo,
    priceCents: 2100, pages: 336, releaseInDays: 60, isbn12: isbn(18),
    description: [
      'Août, les Maures brûlent. Au milieu des évacuations, un pompier volontaire découvre qu’un des départs de feu n’avait rien d’accidentel.',
      'Le nouveau roman noir de Théo Vasseur, à paraître à la rentrée.',
    ],
  },
  {
    id: BOOK.filDAriane, title: 'Le Fil d’Ariane', labelId: L1, authorId: AUTHOR.clemence,
    priceCents: 1950, pages: 256, releaseInDays: -900, isbn12: '978236014507', publisher: 'Éditions du Sablier',
    description: [
      'Avant de rejoindre Exemplaire, Clémence Aubrac avait publié ce recueil de nouvelles : douze histoires de femmes qui, un jour, décident de tirer le fil.',
      'Un livre paru aux éditions du Sablier, que nous sommes heureux de proposer dans notre librairie.',
    ],
  },
  {
    id: BOOK.eclatsDEnfance, title: 'Éclats d’enfance', labelId: L1, authorId: AUTHOR.awa,
    priceCents: 1800, pages: 198, releaseInDays: -600, isbn12: '978291875233', publisher: 'Éditions de la Grande Ourse',
    description: [
      'Souvenirs d’une enfance entre Dakar et Saint-Étienne, racontés en courts chapitres pleins d’humour et de tendresse.',
      'Le premier livre d’Awa Diallo-Fournier, paru aux éditions de la Grande Ourse.',
    ],
  },
  {
    id: BOOK.villeSansSommeil, title: 'La Ville sans sommeil', labelId: L1, authorId: AUTHOR.yanis,
    priceCents: 2050, pages: 292, releaseInDays: -1000, isbn12: '978237202118', publisher: 'Éditions Nébuleuse',
    description: [
      'Dans une métropole où l’on a aboli la nuit, un livreur insomniaque découvre un quartier où il fait encore sombre.',
      'Une novella dystopique parue aux éditions Nébuleuse, en vente dans notre rayon « Des mêmes auteurices ».',
    ],
  },
];
