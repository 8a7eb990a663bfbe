/** Shapes of the API's JSON, shared by features (only the fields the SPA reads). */

/** DRF's paginated envelope (LimitOffsetPagination). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A label's colours, applied as CSS variables on the document root. */
export interface LabelTheme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

/** A label (collection): the context chosen by the first URL segment. */
export interface Label {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  logoWebp: string | null;
  logoFooter: string | null;
  logoFooterWebp: string | null;
  logoBig: string | null;
  catchPhrase: string | null;
  catchLines: string | null;
  theme: LabelTheme;
  globalMessage: string | null;
  facebookPage: string | null;
  blueskyPage: string | null;
  linkedinPage: string | null;
  instagramPage: string | null;
}

/** The author as a campaign carries it (unexpanded summary). */
export interface AuthorSummary {
  id: number;
  slug: string;
  name: string;
  avatar: string | null;
  avatar_webp: string | null;
}

/** 1: amount in euros; 2: number of books sold. */
export type GoalType = 1 | 2;

/** A crowdfunding campaign as listed (derived fields computed by the server at request time). */
export interface Crowdfunding {
  id: number;
  title: string;
  slug: string;
  label: number;
  label_slug: string;
  cover: string | null;
  cover_webp: string | null;
  author: AuthorSummary | null;
  /** The description without HTML, for excerpts. */
  description_text: string;
  start_date: string;
  end_date: string;
  goal_type: GoalType;
  goal: number;
  books_sold: number;
  /** collection: euros as a decimal string ("4800.00"). */
  basic_stats: { collection: string; contributors: number };
  completion_percent: number;
  started: boolean;
  finished: boolean;
  disabled: boolean;
  time_remaining: { total_seconds: number; days: number; hours: number; minutes: number; seconds: number };
  time_label: string;
}
