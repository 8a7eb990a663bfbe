import { createUser, login } from '../../../test/support/accounts';
import type { JsonResponse } from '../../../test/support/api-client';
import { isDrfErrorBody } from '../../../test/support/drf-shape';
import { conformanceOf, type ConformanceCheck, servedDocument } from '../../../test/support/openapi-conformance';
import { startTestApi, type TestApi } from '../../../test/support/test-app';
import { createSuiteDatabase, type SuiteDatabase } from '../../../test/support/worker-harness';

/** An ISBN-13 of the 978-2-99 range (no real book) with its check digit. */
function isbn(serial: number): string {
  const body = `97829990${String(serial).padStart(4, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
const hyphenated = (code: string) => `${code.slice(0, 3)}-${code[3]}-${code.slice(4, 8)}-${code.slice(8, 12)}-${code[12]}`;

interface Result {
  kind: string;
  id: number;
  title: string;
  subtitle: string | null;
  url: string;
  label: { id: number; slug: string; name: string };
  isbn: string | null;
}
interface Group {
  kind: string;
  count: number;
  results: Result[];
}

/**
 * The public search on real PostgreSQL (a database of the suite's own: it writes books, labels'
 * switches and campaigns other suites would see): French words without accents, as one types,
 * misspelt, by ISBN; ranked with the exact title and ISBN first; nothing a visitor may not open;
 * fresh the moment staff change a book, an author or a label; odd input answered in DRF's shape.
 */
describe('the public search', () => {
  let database: SuiteDatabase;
  let api: TestApi;
  let check: ConformanceCheck;
  let staff: string;
  const sql = <T = any>(text: string, params: unknown[] = []) => database.db.query(text, params) as Promise<T[]>;
  const as = (token: string) => ({ token });
  const ids: Record<string, number> = {};

  const search = async (query: string, extra = ''): Promise<JsonResponse<{ query: string; count: number; groups: Group[] }>> => {
    const res = await api.get(`/api/search/?q=${encodeURIComponent(query)}${extra}`);
    expect(check('get', '/api/search', res.status, res.body)).toEqual([]);
    return res;
  };
  const suggest = async (query: string, extra = ''): Promise<JsonResponse<{ query: string; results: Result[] }>> => {
    const res = await api.get(`/api/search/suggestions/?q=${encodeURIComponent(query)}${extra}`);
    expect(check('get', '/api/search/suggestions', res.status, res.body)).toEqual([]);
    return res;
  };
  const titles = async (query: string, extra = '') => (await suggest(query, extra)).body.results.map((result) => result.title);
  const book = async (body: object) => {
    const res = await api.post('/api/staff/books/', { price: '18.00', published: true, ...body }, as(staff));
    expect(res.status).toBe(201);
    return res.body as { id: number; version: number; slug: string };
  };

  beforeAll(async () => {
    database = await createSuiteDatabase('search');
    api = await startTestApi({ databaseUrl: database.url });
    check = conformanceOf(await servedDocument(api));
    staff = (await login(api, await createUser({ staff: true }, sql))).access;

    // Given an author, books whose titles share their words, in two labels, one a draft
    const author = await api.post('/api/staff/authors/', { name: 'Maëlle Kerbrat', label: 1 }, as(staff));
    ids.author = author.body.id;
    ids.exact = (await book({ title: 'Le Sel des îles', label: 1, author: ids.author, isbn: isbn(1) })).id;
    ids.longer = (await book({ title: 'Le Sel des îles lointaines', label: 2, isbn: isbn(2) })).id;
    ids.other = (await book({ title: 'Îles de sel', label: 1, isbn: isbn(3) })).id;
    ids.draft = (await book({ title: 'Le Sel des îles, tome 2', label: 1, isbn: isbn(4), draft: true })).id;
    ids.renamed = (await book({ title: 'Les Sternes de Molène', label: 1, isbn: isbn(5) })).id;
    // A goodie and campaigns (one public, one a draft), an event ended and one to come
    await sql(`INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp) VALUES ('goodie', 'tote-sel-des-iles', 1, 'Tote bag « Sel des îles »', 1500, 2000)`);
    await sql(
      `INSERT INTO crowdfundings (slug, title, label_id, author_id, start_date, end_date, goal_type, goal, draft)
       VALUES ('sel-des-iles-le-projet', 'Sel des îles, le projet', 1, $1, now(), now() + interval '30 days', 1, 100000, false),
              ('sel-des-iles-en-secret', 'Sel des îles en secret', 1, $1, now(), now() + interval '30 days', 1, 100000, true)`,
      [ids.author],
    );
    await sql(
      `INSERT INTO events (label_id, slug, title, location, start_date, end_date)
       VALUES (1, 'lecture-sel-des-iles', 'Lecture du Sel des îles', 'Brest', now() + interval '7 days', now() + interval '7 days 2 hours'),
              (1, 'salon-sel-des-iles-passe', 'Salon du Sel des îles passé', 'Quimper', now() - interval '9 days', now() - interval '8 days')`,
    );
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('puts the exact title first, then the titles that start with it, in every label, each with its label and page', async () => {
    const res = await search('Le Sel des îles');
    expect(res.status).toBe(200);
    const books = res.body.groups.find((group) => group.kind === 'book')!;
    expect(res.body.groups[0].kind).toBe('book');
    expect(books.results.map((result) => result.title).slice(0, 3)).toEqual(['Le Sel des îles', 'Le Sel des îles lointaines', 'Îles de sel']);
    expect(books.results[0]).toMatchObject({
      id: ids.exact,
      subtitle: 'Maëlle Kerbrat',
      url: '/exemplaire/librairie/livre/le-sel-des-iles',
      label: { id: 1, slug: 'exemplaire', name: 'Exemplaire' },
      isbn: isbn(1),
    });
    expect(books.results[1]).toMatchObject({ label: { slug: 'queer-romance' }, url: '/queer-romance/librairie/livre/le-sel-des-iles-lointaines' });
    // Every kind is there, grouped: the author is found by their name under their books, the goodie, the campaign and the event to come.
    expect(Object.fromEntries(res.body.groups.map((group) => [group.kind, group.results.map((result) => result.title)]))).toMatchObject({
      goodie: ['Tote bag « Sel des îles »'],
      campaign: ['Sel des îles, le projet'],
      event: ['Lecture du Sel des îles'],
    });
    expect(res.body.count).toBe(res.body.groups.reduce((sum, group) => sum + group.count, 0));
  });

  it('finds a book by its ISBN, with or without hyphens, and puts it first', async () => {
    for (const typed of [hyphenated(isbn(2)), isbn(2), `ISBN ${hyphenated(isbn(2))}`]) {
      expect([typed, (await suggest(typed)).body.results[0]?.id]).toEqual([typed, ids.longer]);
    }
    // The start of an ISBN, as it is typed
    expect((await suggest(hyphenated(isbn(1)).slice(0, 12))).body.results.map((result) => result.id)).toEqual(expect.arrayContaining([ids.exact, ids.longer, ids.other]));
  });

  it('finds what is typed so far, and a misspelt title through the words of the catalogue (trigrams)', async () => {
    expect((await titles('le sel des î'))[0]).toBe('Le Sel des îles');
    expect((await titles('sternes de mol'))[0]).toBe('Les Sternes de Molène');
    for (const misspelt of ['le sell des illes', 'Les Sternnes de Molenne', 'sterne molène']) {
      expect([misspelt, (await titles(misspelt))[0]]).toEqual([misspelt, misspelt.includes('ll') ? 'Le Sel des îles' : 'Les Sternes de Molène']);
    }
    // And a name, as its author is found
    expect((await search('maelle kerbrat')).body.groups[0]).toMatchObject({
      kind: 'author',
      results: [{ title: 'Maëlle Kerbrat', url: expect.stringMatching(/^\/exemplaire\/auteurs\//) }],
    });
  });

  it('ignores accents and case, both ways', async () => {
    expect((await titles('ILES DE SEL'))[0]).toBe('Îles de sel');
    expect((await titles('sternes de molene'))[0]).toBe('Les Sternes de Molène');
    expect((await titles('Lés Stèrnes'))[0]).toBe('Les Sternes de Molène');
  });

  it('never shows a draft, a campaign in preparation, an event over, nor what a label’s switches close', async () => {
    const found = (await search('sel des iles', '&limit=24')).body.groups.flatMap((group) => group.results.map((result) => result.title));
    expect(found).not.toContain('Le Sel des îles, tome 2');
    expect(found).not.toContain('Sel des îles en secret');
    expect(found).not.toContain('Salon du Sel des îles passé');
    // The shop closed: its goodie is not found; open again: it is.
    await sql('UPDATE labels SET feature_shop = false WHERE id = 1');
    expect(await titles('tote bag sel')).not.toContain('Tote bag « Sel des îles »');
    await sql('UPDATE labels SET feature_shop = true WHERE id = 1');
    expect(await titles('tote bag sel')).toContain('Tote bag « Sel des îles »');
  });

  it('keeps to one label when asked, by id or slug', async () => {
    expect(await titles('sel des iles', '&label=queer-romance')).toEqual(['Le Sel des îles lointaines']);
    expect(await titles('sel des iles', '&label=2')).toEqual(['Le Sel des îles lointaines']);
    expect(await titles('sel des iles', '&label=nulle-part')).toEqual([]);
  });

  it('follows staff’s changes at once: a book renamed or drafted, an author renamed, a label renamed', async () => {
    // When staff rename a book
    const current = (await api.get(`/api/staff/books/${ids.renamed}/`, { headers: { authorization: `Bearer ${staff}` } })).body;
    const renamed = await api.patch(`/api/staff/books/${ids.renamed}/`, { version: current.version, title: 'Les Goélands de Molène' }, as(staff));
    expect(renamed.status).toBe(200);
    // Then the new title is found, the old one no more
    expect((await titles('goelands de molene'))[0]).toBe('Les Goélands de Molène');
    expect(await titles('sternes')).not.toContain('Les Sternes de Molène');
    // When they put it back in draft, it is gone
    await api.patch(`/api/staff/books/${ids.renamed}/`, { version: renamed.body.version, draft: true }, as(staff));
    expect(await titles('goelands de molene')).toEqual([]);

    // An author renamed: their books show the new name
    const author = (await api.get(`/api/staff/authors/${ids.author}/`, { headers: { authorization: `Bearer ${staff}` } })).body;
    expect((await api.patch(`/api/staff/authors/${ids.author}/`, { version: author.version, name: 'Maëlle Le Kerbrat' }, as(staff))).status).toBe(200);
    expect((await suggest('le sel des iles')).body.results[0]).toMatchObject({ id: ids.exact, subtitle: 'Maëlle Le Kerbrat' });

    // A label renamed: its results say so
    await sql(`UPDATE labels SET name = 'Exemplaire & Cie' WHERE id = 1`);
    expect((await suggest('le sel des iles')).body.results[0].label.name).toBe('Exemplaire & Cie');
    await sql(`UPDATE labels SET name = 'Exemplaire' WHERE id = 1`);
  });

  it('refuses a missing, blank or overlong query, and odd limits, in DRF’s shape', async () => {
    expect(await api.get('/api/search/')).toMatchObject({ status: 400, body: { q: ['Saisissez un titre, un nom ou un ISBN à rechercher.'] } });
    expect(await api.get('/api/search/suggestions/?q=%20%20')).toMatchObject({ status: 400, body: { q: ['Saisissez un titre, un nom ou un ISBN à rechercher.'] } });
    expect(await api.get(`/api/search/?q=${'a'.repeat(101)}`)).toMatchObject({ status: 400, body: { q: ['Votre recherche est trop longue : 100 caractères au plus.'] } });
    expect(await api.get('/api/search/?q=sel&limit=25')).toMatchObject({ status: 400, body: { limit: ['Assurez-vous que cette valeur est inférieure ou égale à 24.'] } });
    expect(await api.get('/api/search/suggestions/?q=sel&limit=0')).toMatchObject({ status: 400, body: { limit: ['Assurez-vous que cette valeur est supérieure ou égale à 1.'] } });
  });

  it('answers any text, operators and quotes included, never with a server error', async () => {
    const odd = [
      "'",
      "''",
      '\\',
      '\\\\',
      '"',
      "l'été & | ! : * ( ) <-> ",
      "a' | 'b",
      '!!!',
      ':*',
      '(((',
      "');DROP TABLE search_documents;--",
      '東京の本',
      '🦀 îles',
      'ｓｅｌ',
      '\u00a0sel\u2009des\u202fîles',
      '%',
      '_',
      'é'.repeat(100),
    ];
    for (const text of odd) {
      for (const path of ['/api/search/', '/api/search/suggestions/']) {
        const res = await api.get(`${path}?q=${encodeURIComponent(text)}`);
        expect([text, path, res.status]).toEqual([text, path, 200]);
      }
    }
    const refused = await api.get('/api/search/?q=%00');
    expect(refused.status).toBe(400);
    expect(isDrfErrorBody(refused.body)).toBe(true);
    // The full-width letters are read as the plain ones
    expect((await titles('ｌｅ ｓｅｌ ｄｅｓ ｉｌｅｓ'))[0]).toBe('Le Sel des îles');
  });

  it('spells titles as the database does: the query’s words are the title’s key', async () => {
    // The exact title must be recognised whatever its punctuation: the key the code builds is the database's.
    const rows = await sql<{ title: string; title_key: string }>(`SELECT title, title_key FROM search_documents`);
    const { parseSearch } = await import('./domain/search-text');
    const differing = rows.filter((row) => parseSearch(row.title).key !== row.title_key);
    expect(differing).toEqual([]);
  });
});
