import { AUTHOR } from './authors';
import { dayAt } from './dates';
import { LABEL } from './labels';
import type { Row } from './sql';
import { html } from './text';

interface EventSeed {
  id: number;
  slug: string;
  title: string;
  labelId: number;
  location: string;
  /** Day relative to now, start and end as UTC hour:minute (Paris is UTC+1/+2). */
  day: number;
  startUtc: [number, number];
  /** Days the event lasts beyond its first day (fairs run over a weekend). */
  extraDays?: number;
  endUtc: [number, number];
  authorIds: number[];
  description: string[];
}

/** Three dates to come, two past ones (the agenda shows both). */
const EVENTS: EventSeed[] = [
  {
    id: 1, slug: 'rencontre-clemence-aubrac-lyon', title: 'Rencontre et dédicace avec Clémence Aubrac', labelId: LABEL.exemplaire,
    location: 'Librairie L’Encre bleue, 12 rue des Tanneurs, 69001 Lyon', day: 9, startUtc: [16, 30], endUtc: [18, 30],
    authorIds: [AUTHOR.clemence],
    description: [
      'Clémence Aubrac présente <em>La Maison aux volets bleus</em> et lit quelques pages de <em>L’Année des lucioles</em>, à paraître.',
      'La rencontre sera suivie d’une séance de dédicace et d’un verre de l’amitié. Entrée libre.',
    ],
  },
  {
    id: 2, slug: 'festival-imaginaires-clermont', title: 'Festival des Imaginaires de Clermont', labelId: LABEL.exemplaire,
    location: 'Maison de la culture, place de Jaude, 63000 Clermont-Ferrand', day: 24, startUtc: [8, 0], extraDays: 1, endUtc: [17, 0],
    authorIds: [AUTHOR.yanis, AUTHOR.margaux],
    description: [
      'Retrouvez-nous tout le week-end sur le stand 14 : Yanis Belkacem dédicacera <em>Les Jardins de Titan</em> et Margaux Le Bihan dessinera en direct.',
      'Samedi à 15 h, table ronde « Écrire l’espace aujourd’hui » avec Yanis Belkacem.',
    ],
  },
  {
    id: 3, slug: 'lecture-musicale-bal-des-coeurs-fauves', title: 'Lecture musicale : Le Bal des cœurs fauves', labelId: LABEL.queerRomance,
    location: 'Café-librairie Les Mots voyageurs, 8 rue Saint-Savournin, 13005 Marseille', day: 38, startUtc: [17, 0], endUtc: [19, 0],
    authorIds: [AUTHOR.noa, AUTHOR.sacha],
    description: [
      'Noa Kerjean lit des extraits du <em>Bal des cœurs fauves</em>, accompagnée d’une pianiste qui joue les chansons des années folles citées dans le roman.',
      'Sacha Delorme animera la discussion. Réservation conseillée, places limitées.',
    ],
  },
  {
    id: 4, slug: 'apero-polar-theo-vasseur', title: 'Apéro polar avec Théo Vasseur', labelId: LABEL.exemplaire,
    location: 'Bar-librairie Le Port des livres, 3 quai de la Fosse, 44000 Nantes', day: -30, startUtc: [17, 30], endUtc: [19, 30],
    authorIds: [AUTHOR.theo],
    description: [
      'Théo Vasseur raconte l’écriture des <em>Sentinelles du Vercors</em> et répond à vos questions autour d’un verre.',
    ],
  },
  {
    id: 5, slug: 'nuit-de-la-poesie-sete', title: 'Nuit de la poésie', labelId: LABEL.poesie,
    location: 'Théâtre de la Mer, route de la Corniche, 34200 Sète', day: -75, startUtc: [18, 0], endUtc: [21, 30],
    authorIds: [AUTHOR.helene, AUTHOR.jules],
    description: [
      'Hélène Rivière-Sauvage et Jules Ambrosino lisent leurs poèmes face à la mer, au coucher du soleil.',
      'Une soirée accompagnée au violoncelle, suivie d’une scène ouverte.',
    ],
  },
];

export const EVENT_IDS = EVENTS.map((e) => e.id);

export function eventRows(now: Date): Row[] {
  return EVENTS.map((e) => ({
    id: e.id,
    label_id: e.labelId,
    slug: e.slug,
    title: e.title,
    description: html(e.description),
    location: e.location,
    start_date: dayAt(now, e.day, ...e.startUtc),
    end_date: dayAt(now, e.day + (e.extraDays ?? 0), ...e.endUtc),
    poster: `events/${e.slug}/poster.svg`,
  }));
}

export function eventAuthorRows(): Row[] {
  return EVENTS.flatMap((e) => e.authorIds.map((author_id) => ({ event_id: e.id, author_id })));
}
