/**
 * The SQL of the search over `search_documents` (migration 1763921300000), built for the query's
 * shape: an ISBN reads the ISBN index alone; words read the full-text index and the titles' index;
 * stop words alone, the titles' index alone. Each shape is one statement text (values go in
 * parameters), which the database plans once per connection (`preparedQuery`).
 */

/** What a statement is built from: what the query holds (its values) and what is wanted. */
export interface SearchPlan {
  /** The text as compared with whole titles: lower case, without accents, words separated by a space. */
  key: string;
  /** The words' tsquery ('' when none) and the typed word's (as a prefix; '' when none). */
  words: string;
  typing: string;
  /** An exact ISBN-13 or the digits an ISBN starts with (then nothing else is matched). */
  isbn: { exact: string } | { prefix: string } | null;
  /** A label's id or slug: its documents only. */
  label: string | null;
  now: Date;
  /** The best `limit` of each kind (results page) or overall (suggestions). */
  grouped: boolean;
  limit: number;
  /** Word matches ranked at most (per kind when grouped). */
  ranked: number;
  /** The words were respelt: titles are also ranked by how close their letters are to the text (trigram similarity). */
  respelt: boolean;
  /**
   * Words to respell when nothing is found: the statement then answers, instead of results, each
   * such word the catalogue does not hold with its closest spellings (rows of kind `spelling`).
   */
  respell: string[];
}

/** Groups shown in this order when their best results score the same. */
const KIND_ORDER = `array_position(ARRAY['book', 'author', 'campaign', 'goodie', 'event'], kind)`;
const RESULT_COLUMNS = 'kind, record_id, slug, title, subtitle, isbn, image, starts_at, label_id, label_slug, label_name';
/** Titles starting with the text, looked at per query (they are found by the titles' index in its order). */
const TITLE_PREFIXES = { grouped: 50, top: 20 };

/** The statement text of a plan and its parameters, in order. */
export function searchStatement(plan: SearchPlan): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const now = param(plan.now, 'timestamptz');
  const label = plan.label === null ? null : param(plan.label, 'text');
  // Shown: in the label asked for (if any), and an event until it ends.
  const shown = [label && `(d.label_slug = ${label} OR d.label_id::text = ${label})`, `(d.ends_at IS NULL OR d.ends_at >= ${now})`].filter(Boolean).join(' AND ');
  const limit = param(plan.limit, 'int');
  const order = plan.grouped ? 'grouped' : 'top';

  if (plan.isbn) {
    // An ISBN: the books whose ISBN starts with its digits, the exact one first.
    const exact = 'exact' in plan.isbn ? param(plan.isbn.exact, 'text') : null;
    const digits = param('exact' in plan.isbn ? plan.isbn.exact : plan.isbn.prefix, 'text');
    const score = exact ? `CASE WHEN d.isbn = ${exact} THEN 1000 ELSE 100 END` : '100';
    const scored = `(SELECT ${DOCUMENT_COLUMNS}, ${score} AS score, d.isbn AS tie FROM search_documents d
       WHERE d.isbn IS NOT NULL AND ${startsWith('d.isbn', digits)} AND ${shown} ORDER BY d.isbn COLLATE "C" LIMIT ${plan.grouped ? 100 : limit})`;
    return { text: finish(`WITH scored AS ${scored}`, order, limit, null, null), values };
  }

  const key = param(plan.key, 'text');
  const ts = tsqueryOf(plan, param);
  // An exact title first, then the titles that start with the text, the closest in length first;
  // misspelt words (respelt) rank by the title's letters, the others by how well the words match.
  const score = [`CASE WHEN d.title_key = ${key} THEN 500 WHEN left(d.title_key, length(${key})) = ${key} THEN 100 ELSE 0 END`];
  score.push(plan.respelt ? `100 * similarity(d.title_key, ${key})` : `20 / (1 + abs(length(d.title_key) - length(${key})) / 4.0)`);
  if (ts) score.push('50 * ts_rank(d.body, q.ts)');
  const scoredColumns = `${DOCUMENT_COLUMNS}, ${score.join(' + ')} AS score, d.title_key AS tie`;
  const withQ = ts ? ', q' : '';
  const branches: string[] = [];
  const ctes: string[] = [];
  if (ts) {
    ctes.push(`q AS MATERIALIZED (SELECT ${ts} AS ts)`);
    if (plan.grouped) {
      // Every match is counted; at most `ranked` of each kind are ranked.
      const ranked = param(plan.ranked, 'int');
      ctes.push(`words AS (
        SELECT d.kind, d.record_id, row_number() OVER (PARTITION BY d.kind) AS nth, count(*) OVER (PARTITION BY d.kind) AS matches
          FROM search_documents d, q WHERE d.body @@ q.ts AND ${shown})`);
      branches.push(`(SELECT ${scoredColumns} FROM words w JOIN search_documents d USING (kind, record_id), q WHERE w.nth <= ${ranked})`);
    } else {
      const ranked = param(plan.ranked, 'int');
      branches.push(`(SELECT ${scoredColumns} FROM (SELECT d.* FROM search_documents d, q WHERE d.body @@ q.ts AND ${shown} LIMIT ${ranked}) d, q)`);
    }
  }
  if (plan.key !== '') {
    // The titles that start with the text, in byte order: the title typed whole (the shortest) comes first.
    // A title of stop words alone, « Nous », is found so.
    branches.push(
      `(SELECT ${scoredColumns} FROM (SELECT d.* FROM search_documents d WHERE ${startsWith('d.title_key', key)} AND ${shown} LIMIT ${TITLE_PREFIXES[order]}) d${withQ})`,
    );
  }
  if (branches.length === 0) return { text: `SELECT ${RESULT_COLUMNS}${plan.grouped ? ', 0 AS total' : ''} FROM search_documents WHERE false`, values: [] };
  ctes.push(`scored AS (${branches.join('\n UNION ')})`);
  const respell = plan.respell.length > 0 ? param(plan.respell, 'text[]') : null;
  return { text: finish(`WITH ${ctes.join(',\n')}`, order, limit, ts && plan.grouped ? 'words' : null, respell), values };
}

/** Every column a result needs, from the document `d`. */
const DOCUMENT_COLUMNS = 'd.kind, d.record_id, d.slug, d.title, d.subtitle, d.isbn, d.image, d.starts_at, d.label_id, d.label_slug, d.label_name';

/**
 * The strings that start with a text, as a range of a byte-ordered ("C") index (chr(1114111) is the
 * last character there is): the index reads it whatever the text, in a plan made once.
 */
const startsWith = (column: string, text: string) => `${column} COLLATE "C" >= ${text} AND ${column} COLLATE "C" < ${text} || chr(1114111)`;

/**
 * The query of the words: the whole words ANDed, with the word being typed as a prefix, stemmed
 * (French) or as typed (« mai » may start « maison »). Null when there is neither.
 */
function tsqueryOf(plan: SearchPlan, param: (value: unknown, type: string) => string): string | null {
  const words = plan.words === '' ? null : `to_tsquery('french', ${param(plan.words, 'text')})`;
  let typing: string | null = null;
  if (plan.typing !== '') {
    const typed = param(plan.typing, 'text');
    typing = `(to_tsquery('french', ${typed}) || to_tsquery('simple', ${typed}))`;
  }
  return words && typing ? `${words} && ${typing}` : (words ?? typing);
}

/**
 * The best results: of each kind with how many of that kind matched (all the word matches, counted
 * apart from those ranked), the group of the best result first; or the best overall. When there are
 * none and words are to be respelt, their spellings instead (one round trip less for a misspelling).
 */
function finish(ctes: string, order: 'grouped' | 'top', limit: string, words: 'words' | null, respell: string | null): string {
  let found: string;
  if (order === 'top') {
    found = `found AS (
    SELECT ${RESULT_COLUMNS}, row_number() OVER (ORDER BY score DESC, tie, ${KIND_ORDER}, record_id) AS position
      FROM scored ORDER BY position LIMIT ${limit})`;
  } else {
    const matched = words ? `matched AS (SELECT kind, max(matches) AS matches FROM words GROUP BY kind),` : '';
    const total = words ? 'greatest(found, coalesce(matches, 0))' : 'found';
    found = `ranked AS (
    SELECT scored.*, row_number() OVER (PARTITION BY kind ORDER BY score DESC, tie, record_id) AS rank,
           count(*) OVER (PARTITION BY kind) AS found, max(score) OVER (PARTITION BY kind) AS best
      FROM scored
  ), ${matched}
  found AS (
    SELECT ${RESULT_COLUMNS}, ${total}::int AS total, row_number() OVER (ORDER BY best DESC, ${KIND_ORDER}, rank) AS position
      FROM ranked${words ? ' LEFT JOIN matched USING (kind)' : ''} WHERE rank <= ${limit})`;
  }
  const columns = `${RESULT_COLUMNS}${order === 'grouped' ? ', total' : ''}`;
  const spellings = respell
    ? `\n  UNION ALL
  SELECT 'spelling', 0, '', t.word, NULL, NULL, NULL, NULL::timestamptz, 0, '', ''${order === 'grouped' ? ', 0' : ''},
         ARRAY(SELECT w.word FROM search_words w WHERE w.word % t.word ORDER BY similarity(w.word, t.word) DESC, w.word LIMIT 3), 0
    FROM unnest(${respell}) AS t(word)
   WHERE NOT EXISTS (SELECT 1 FROM found) AND NOT EXISTS (SELECT 1 FROM search_words w WHERE w.word = t.word)`
    : '';
  return `${ctes},
  ${found}
  SELECT ${columns}, NULL::text[] AS spellings, position FROM found${spellings}
   ORDER BY position`;
}
