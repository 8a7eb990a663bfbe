import sharp from 'sharp';
import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { postMultipart } from '../../../../test/support/multipart';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * The catalogue's staff routes (docs/back-office.md): authors and books listed, created, changed
 * from a version, audited; bad input refused in French; a second editor saving from the same
 * version gets the 409 with the first one's values; the public pages show the change.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/authors', 200],
  ['post', '/api/staff/authors', 201],
  ['get', '/api/staff/authors/{id}', 200],
  ['patch', '/api/staff/authors/{id}', 200],
  ['get', '/api/staff/books', 200],
  ['post', '/api/staff/books', 201],
  ['get', '/api/staff/books/{id}', 200],
  ['patch', '/api/staff/books/{id}', 200],
  ['post', '/api/staff/books/bulk', 200],
  ['get', '/api/staff/audit', 200],
];

/** A well-formed upload URL that names no stored upload. */
const NEVER_UPLOADED = '/media/uploads/3f1c2a9e-8d7b-4c1e-9f2a-1b2c3d4e5f60.webp';

describe('catalogue staff routes: authors and books', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;
  let staffId: number;
  let staffEmail: string;
  let reader: string;
  let labelId: number;
  let labelSlug: string;
  /** An image staff uploaded first, as the back office does. */
  let UPLOADED: string;
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    const s = await loggedInUser(suite.api, { staff: true });
    staff = s.access;
    staffId = s.id;
    staffEmail = s.email;
    reader = (await loggedInUser(suite.api)).access;
    [{ id: labelId, slug: labelSlug }] = await sql<{ id: number; slug: string }>('SELECT id, slug FROM labels ORDER BY position, id LIMIT 1');
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const uploaded = await postMultipart(suite.api, '/api/staff/images/', { file: { name: 'portrait.png', bytes: png, type: 'image/png' }, token: staff });
    expect(uploaded.status).toBe(201);
    UPLOADED = (uploaded.body as { url: string }).url;
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/staff/authors/'],
      ['post', '/api/staff/authors/'],
      ['get', '/api/staff/authors/1/'],
      ['patch', '/api/staff/authors/1/'],
      ['get', '/api/staff/books/'],
      ['post', '/api/staff/books/'],
      ['get', '/api/staff/books/1/'],
      ['patch', '/api/staff/books/1/'],
      ['post', '/api/staff/books/bulk/'],
      ['get', '/api/staff/audit/?entity=book&entity_id=1'],
    ];
    for (const [method, path] of calls) {
      const anonymous = method === 'get' ? await suite.api.get(path) : await (suite.api as any)[method](path, {});
      const asReader = method === 'get' ? await suite.api.get(path, auth(reader)) : await (suite.api as any)[method](path, {}, as(reader));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('authors: created with a slug made from the name, sanitised biography, listed, read, changed, audited, shown publicly', async () => {
    const created = await suite.api.post(
      '/api/staff/authors/',
      {
        name: 'Éloïse Dupré-Garçon',
        label: labelId,
        biography: '<p>Née à <strong>Lyon</strong><script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
      },
      as(staff),
    );
    expectDocumented('post', '/api/staff/authors', 201, created);
    const author = created.body;
    expect(author).toMatchObject({ slug: 'eloise-dupre-garcon', name: 'Éloïse Dupré-Garçon', label: labelId, version: 1, biography_text: 'Née à Lyon\nx' });
    expect(author.biography).toBe('<p>Née à <strong>Lyon</strong></p><a rel="noopener noreferrer">x</a>');
    expect(author.avatar).toBe('/media/authors/eloise-dupre-garcon/avatar.svg');

    const again = await suite.api.post('/api/staff/authors/', { name: 'Éloïse Dupré-Garçon', label: labelId }, as(staff));
    expect(again.body.slug).toBe('eloise-dupre-garcon-2');

    const list = await suite.api.get(`/api/staff/authors/?search=dupré&label=${labelSlug}&ordering=-updated_at`, auth(staff));
    expectDocumented('get', '/api/staff/authors', 200, list);
    expect(list.body.results.map((a: { slug: string }) => a.slug)).toEqual(['eloise-dupre-garcon-2', 'eloise-dupre-garcon']);

    expectDocumented('get', '/api/staff/authors/{id}', 200, await suite.api.get(`/api/staff/authors/${author.id}/`, auth(staff)));
    expect((await suite.api.get('/api/staff/authors/2147483647/', auth(staff))).status).toBe(404);

    const changed = await suite.api.patch(`/api/staff/authors/${author.id}/`, { version: 1, name: 'Éloïse Dupré', avatar: UPLOADED }, as(staff));
    expectDocumented('patch', '/api/staff/authors/{id}', 200, changed);
    expect(changed.body).toMatchObject({ name: 'Éloïse Dupré', version: 2, avatar: UPLOADED, slug: 'eloise-dupre-garcon' });

    const page = await suite.api.get(`/api/authors/${author.slug}/`);
    expect(page.status).toBe(200);
    expect(page.body.name).toBe('Éloïse Dupré');
    expect(page.body.avatar).toBe(`${suite.api.baseUrl}${UPLOADED}`);
    expect(page.body.banner).toMatch(/\/media\/authors\/eloise-dupre-garcon\/banner\.svg$/);

    const audit = await suite.api.get(`/api/staff/audit/?entity=author&entity_id=${author.id}`, auth(staff));
    expectDocumented('get', '/api/staff/audit', 200, audit);
    expect(audit.body.count).toBe(2);
    expect(audit.body.results[0]).toMatchObject({
      action: 'updated',
      actor: { id: staffId, email: staffEmail },
      changes: { name: { from: 'Éloïse Dupré-Garçon', to: 'Éloïse Dupré' }, avatar: { from: '/media/authors/eloise-dupre-garcon/avatar.svg', to: UPLOADED } },
    });
    expect(Object.keys(audit.body.results[0].changes).sort()).toEqual(['avatar', 'name']);
    expect(audit.body.results[1]).toMatchObject({ action: 'created', changes: { name: { from: null, to: 'Éloïse Dupré-Garçon' } } });
  });

  it('authors: bad slug, taken slug, unknown label, unknown image and a missing version refused in French', async () => {
    const bad = await suite.api.post('/api/staff/authors/', { name: 'A', label: labelId, slug: 'Pas Bon' }, as(staff));
    expect(bad.status).toBe(400);
    expect(bad.body.slug[0]).toMatch(/^Saisissez un identifiant d’adresse valide/);
    const first = await suite.api.post('/api/staff/authors/', { name: 'Slug Pris', label: labelId }, as(staff));
    const taken = await suite.api.post('/api/staff/authors/', { name: 'Autre', label: labelId, slug: first.body.slug }, as(staff));
    expect(taken).toMatchObject({ status: 400, body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] } });
    expect(await suite.api.post('/api/staff/authors/', { name: 'A', label: 2_000_000 }, as(staff))).toMatchObject({ status: 400, body: { label: ['Collection inconnue.'] } });
    expect(await suite.api.post('/api/staff/authors/', { label: labelId }, as(staff))).toMatchObject({ status: 400, body: { name: ['Ce champ est obligatoire.'] } });
    expect(await suite.api.post('/api/staff/authors/', { name: 'A', label: labelId, avatar: 'https://ailleurs.test/x.png' }, as(staff))).toMatchObject({
      status: 400,
      body: { avatar: ['Image inconnue : envoyez-la d’abord.'] },
    });
    // An upload's address, well formed, but of nothing stored.
    expect(await suite.api.post('/api/staff/authors/', { name: 'A', label: labelId, avatar: NEVER_UPLOADED }, as(staff))).toMatchObject({
      status: 400,
      body: { avatar: ['Image inconnue : envoyez-la d’abord.'] },
    });
    const noVersion = await suite.api.patch(`/api/staff/authors/${first.body.id}/`, { name: 'B' }, as(staff));
    expect(noVersion).toMatchObject({ status: 400, body: { version: ['Indiquez la version de la fiche que vous avez modifiée.'] } });
  });

  it('books: created, bad ISBN, bad price, duplicate ISBN and slug refused, listed with filters, changed, shown publicly', async () => {
    const author = (await suite.api.post('/api/staff/authors/', { name: 'Autrice des Livres', label: labelId }, as(staff))).body;
    const created = await suite.api.post(
      '/api/staff/books/',
      {
        title: 'Les Marées d’hiver',
        label: labelId,
        price: '18,50',
        isbn: '978-0-306-40615-7',
        author: author.id,
        nb_pages: 312,
        release: '2026-03-01',
        published: true,
        description: '<p style="color:red" onclick="x()">Un <em>roman</em></p><iframe src="https://x.test"></iframe>',
      },
      as(staff),
    );
    expectDocumented('post', '/api/staff/books', 201, created);
    const book = created.body;
    expect(book).toMatchObject({
      slug: 'les-marees-d-hiver',
      price: '18.50',
      vat_rate: '5.5',
      isbn: '9780306406157',
      author: author.id,
      version: 1,
      published: true,
      release: '2026-03-01',
      description: '<p>Un <em>roman</em></p>',
      description_text: 'Un roman',
      image: '/media/products/les-marees-d-hiver.svg',
    });

    const post = (body: object) => suite.api.post('/api/staff/books/', { title: 'Autre', label: labelId, price: '10.00', ...body }, as(staff));
    expect(await post({ isbn: '978-0-306-40615-8' })).toMatchObject({ status: 400, body: { isbn: ['Cet ISBN n’est pas valide : vérifiez sa clé.'] } });
    expect(await post({ isbn: '9780306406157' })).toMatchObject({ status: 400, body: { isbn: ['Un autre livre porte déjà cet ISBN.'] } });
    expect(await post({ slug: 'les-marees-d-hiver' })).toMatchObject({ status: 400, body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] } });
    for (const price of ['0', '10000.01', '12.345', 'abc']) {
      const res = await post({ price });
      expect([price, res.status]).toEqual([price, 400]);
      expect(res.body.price).toHaveLength(1);
    }
    expect((await post({ price: '0' })).body.price).toEqual(['Le prix doit être compris entre 0,01 € et 10 000,00 €.']);
    expect((await post({ label: 2_000_000 })).body).toEqual({ label: ['Collection inconnue.'] });
    expect((await post({ vat_rate: '7' })).status).toBe(400);

    const list = await suite.api.get(`/api/staff/books/?search=978-0-306&published=true&label=${labelId}&ordering=title`, auth(staff));
    expectDocumented('get', '/api/staff/books', 200, list);
    expect(list.body.results.map((b: { id: number }) => b.id)).toEqual([book.id]);
    expect((await suite.api.get('/api/staff/books/?ordering=prix', auth(staff))).status).toBe(400);
    expectDocumented('get', '/api/staff/books/{id}', 200, await suite.api.get(`/api/staff/books/${book.id}/`, auth(staff)));

    const changed = await suite.api.patch(`/api/staff/books/${book.id}/`, { version: 1, price: 19.9, vat_rate: '20', image: UPLOADED }, as(staff));
    expectDocumented('patch', '/api/staff/books/{id}', 200, changed);
    expect(changed.body).toMatchObject({ price: '19.90', vat_rate: '20', version: 2, image: UPLOADED });

    const page = await suite.api.get(`/api/books/${book.slug}/`);
    expect(page.status).toBe(200);
    expect(page.body.price).toBe('19.90');
    expect(page.body.image).toBe(`${suite.api.baseUrl}${UPLOADED}`);

    // Left unchanged, the current image's URL is accepted; back to null, the generated cover returns.
    const kept = await suite.api.patch(`/api/staff/books/${book.id}/`, { version: 2, image: UPLOADED, title: 'Les Marées' }, as(staff));
    expect(kept.body).toMatchObject({ version: 3, image: UPLOADED });
    const generated = await suite.api.patch(`/api/staff/books/${book.id}/`, { version: 3, image: null }, as(staff));
    expect(generated.body.image).toBe('/media/products/les-marees-d-hiver.svg');
  });

  it('a second editor saving from the same version gets the 409 with the first editor’s values; nothing is overwritten', async () => {
    const book = (await suite.api.post('/api/staff/books/', { title: 'Concurrence', label: labelId, price: '12.00' }, as(staff))).body;
    const [first, second] = await Promise.all([
      suite.api.patch(`/api/staff/books/${book.id}/`, { version: 1, title: 'Premier éditeur' }, as(staff)),
      suite.api.patch(`/api/staff/books/${book.id}/`, { version: 1, title: 'Second éditeur' }, as(staff)),
    ]);
    const [won, lost] = first.status === 200 ? [first, second] : [second, first];
    expect(won.status).toBe(200);
    expect(lost.status).toBe(409);
    expect(lost.body.detail).toBe(
      'Cette fiche a été modifiée par quelqu’un d’autre entre-temps : vos changements seront repris sur sa version actuelle (jointe), vérifiez-les puis enregistrez à nouveau.',
    );
    expect(lost.body.current).toEqual(won.body);
    const now = await suite.api.get(`/api/staff/books/${book.id}/`, auth(staff));
    expect(now.body).toMatchObject({ title: won.body.title, version: 2 });
  });

  it('bulk actions: each book changed gets its version and its own audit entry', async () => {
    const ids: number[] = [];
    for (const title of ['Lot un', 'Lot deux']) ids.push((await suite.api.post('/api/staff/books/', { title, label: labelId, price: '9.00' }, as(staff))).body.id);
    await suite.api.patch(`/api/staff/books/${ids[1]}/`, { version: 1, published: true }, as(staff));
    const bulk = await suite.api.post('/api/staff/books/bulk/', { ids, action: 'publish' }, as(staff));
    expectDocumented('post', '/api/staff/books/bulk', 200, bulk);
    expect(bulk.body).toEqual({ updated: 1 });
    const first = await suite.api.get(`/api/staff/books/${ids[0]}/`, auth(staff));
    expect(first.body).toMatchObject({ published: true, version: 2 });
    const audit = await suite.api.get(`/api/staff/audit/?entity=book&entity_id=${ids[0]}`, auth(staff));
    expect(audit.body.results[0]).toMatchObject({ action: 'publish', changes: { published: { from: false, to: true } } });
    expect((await suite.api.post('/api/staff/books/bulk/', { ids: [], action: 'publish' }, as(staff))).status).toBe(400);
    expect((await suite.api.post('/api/staff/books/bulk/', { ids, action: 'supprimer' }, as(staff))).status).toBe(400);
    expect(await suite.api.post('/api/staff/books/bulk/', { ids: [2_000_000_000], action: 'publish' }, as(staff))).toMatchObject({
      status: 400,
      body: { ids: ['Livre inconnu : 2000000000.'] },
    });
  });
});
