import sharp from 'sharp';
import { loggedInUser } from '../../../../test/support/accounts';
import { cartClient } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { postMultipart } from '../../../../test/support/multipart';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * The catalogue's staff routes of labels and goodies (docs/back-office.md): changed from a version,
 * audited; bad colours, refused CSS, bad social pages and taken slugs refused in French; the public
 * label follows, its old slug still answers; a goodie's variants added, restocked, and a variant a
 * cart holds never deleted.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/labels', 200],
  ['get', '/api/staff/labels/{id}', 200],
  ['patch', '/api/staff/labels/{id}', 200],
  ['get', '/api/staff/goodies', 200],
  ['post', '/api/staff/goodies', 201],
  ['get', '/api/staff/goodies/attributes', 200],
  ['post', '/api/staff/goodies/bulk-stock', 200],
  ['get', '/api/staff/goodies/{id}', 200],
  ['patch', '/api/staff/goodies/{id}', 200],
];

describe('catalogue staff routes: labels and goodies', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;
  let staffId: number;
  let reader: string;
  let labelId: number;
  let UPLOADED: string;
  let UPLOADED_PNG: string;
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const readLabel = async (id: number) => (await suite.api.get(`/api/staff/labels/${id}/`, auth(staff))).body;

  beforeAll(async () => {
    const s = await loggedInUser(suite.api, { staff: true });
    staff = s.access;
    staffId = s.id;
    reader = (await loggedInUser(suite.api)).access;
    // A label of its own: the other suites read the demo's.
    [{ id: labelId }] = await sql<{ id: number }>(
      `INSERT INTO labels (slug, name, position, theme, feature_about, feature_shop, feature_cart)
       VALUES ('essais-collection', 'Collection des essais', 90, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#C8553D"}', true, true, true) RETURNING id`,
    );
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#c8553d' } })
      .png()
      .toBuffer();
    const uploaded = await postMultipart(suite.api, '/api/staff/images/', { file: { name: 'logo.png', bytes: png, type: 'image/png' }, token: staff });
    expect(uploaded.status).toBe(201);
    ({ url: UPLOADED, png_url: UPLOADED_PNG } = uploaded.body as { url: string; png_url: string });
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/staff/labels/'],
      ['get', '/api/staff/labels/1/'],
      ['patch', '/api/staff/labels/1/'],
      ['get', '/api/staff/goodies/'],
      ['post', '/api/staff/goodies/'],
      ['get', '/api/staff/goodies/attributes/'],
      ['post', '/api/staff/goodies/bulk-stock/'],
      ['get', '/api/staff/goodies/1/'],
      ['patch', '/api/staff/goodies/1/'],
      ['get', '/api/staff/audit/?entity=label&entity_id=1'],
    ];
    for (const [method, path] of calls) {
      const anonymous = method === 'get' ? await suite.api.get(path) : await (suite.api as any)[method](path, {});
      const asReader = method === 'get' ? await suite.api.get(path, auth(reader)) : await (suite.api as any)[method](path, {}, as(reader));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('labels: listed, read, changed in every part, audited; the public label and its pages follow', async () => {
    const list = await suite.api.get('/api/staff/labels/?search=collection des essais', auth(staff));
    expectDocumented('get', '/api/staff/labels', 200, list);
    // Other suites add labels of their own ('Essais des campagnes'…): only this one is named so.
    expect(list.body.results.map((l: { id: number }) => l.id)).toEqual([labelId]);
    const read = await suite.api.get(`/api/staff/labels/${labelId}/`, auth(staff));
    expectDocumented('get', '/api/staff/labels/{id}', 200, read);
    expect(read.body).toMatchObject({
      slug: 'essais-collection',
      version: 1,
      theme: { primary: '#1f3a5f', accent: '#c8553d' },
      logo: '/media/labels/essais-collection/logo.svg',
      emblem: '/media/labels/essais-collection/emblem.svg',
      logo_png: '/media/labels/essais-collection/logo.png',
      featureAbout: true,
      old_slugs: [],
    });
    expect((await suite.api.get('/api/staff/labels/2147483647/', auth(staff))).status).toBe(404);

    const changed = await suite.api.patch(
      `/api/staff/labels/${labelId}/`,
      {
        version: 1,
        name: 'Collection changée',
        theme: { ...read.body.theme, primary: '#ABC' },
        css: '.landing h1 { letter-spacing: 0.02em; }\n/* titre */',
        logo: UPLOADED,
        catch_phrase: 'Une phrase',
        catch_lines: ' Première ligne \n\n Deuxième ligne ',
        description: '<p>Une <strong>maison</strong><script>alert(1)</script></p>',
        facebook_page: 'https://www.facebook.com/essais',
        bluesky_page: '',
        featureAbout: false,
        feature_crowdfunding: true,
        global_message: 'Fermeture estivale du 1er au 15 août.',
        checkout_message: 'Expédition sous 48 h.',
      },
      as(staff),
    );
    expectDocumented('patch', '/api/staff/labels/{id}', 200, changed);
    expect(changed.body).toMatchObject({
      name: 'Collection changée',
      version: 2,
      theme: { primary: '#aabbcc', secondary: '#e8b04b' },
      css: '.landing h1 { letter-spacing: 0.02em; }',
      logo: UPLOADED,
      logo_footer: '/media/labels/essais-collection/logo-footer.svg',
      catch_lines: 'Première ligne\nDeuxième ligne',
      description: '<p>Une <strong>maison</strong></p>',
      facebook_page: 'https://www.facebook.com/essais',
      bluesky_page: null,
      featureAbout: false,
      feature_crowdfunding: true,
      global_message: 'Fermeture estivale du 1er au 15 août.',
    });

    const pub = await suite.api.get('/api/labels/essais-collection/');
    expect(pub.body).toMatchObject({
      name: 'Collection changée',
      globalMessage: 'Fermeture estivale du 1er au 15 août.',
      checkout_message: 'Expédition sous 48 h.',
      featureAbout: false,
      feature_crowdfunding: true,
      theme: { primary: '#aabbcc' },
      css: '.landing h1 { letter-spacing: 0.02em; }',
      logo: `${suite.api.baseUrl}${UPLOADED}`,
      logoWebp: `${suite.api.baseUrl}${UPLOADED}`,
    });
    expect(pub.body.logoFooter).toMatch(/\/media\/labels\/essais-collection\/logo-footer\.svg$/);
    // Mails show the PNG rendition of the uploaded logo.
    const png = await fetch(`${suite.api.baseUrl}/media/labels/essais-collection/logo.png`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
    const uploadedPng = await fetch(`${suite.api.baseUrl}${UPLOADED_PNG}`);
    expect(Buffer.from(await png.arrayBuffer()).equals(Buffer.from(await uploadedPng.arrayBuffer()))).toBe(true);

    const audit = await suite.api.get(`/api/staff/audit/?entity=label&entity_id=${labelId}`, auth(staff));
    expect(audit.body.count).toBe(1);
    expect(audit.body.results[0]).toMatchObject({
      action: 'updated',
      actor: { id: staffId },
      changes: {
        name: { from: 'Collection des essais', to: 'Collection changée' },
        featureAbout: { from: true, to: false },
        logo: { from: '/media/labels/essais-collection/logo.svg', to: UPLOADED },
        global_message: { from: null, to: 'Fermeture estivale du 1er au 15 août.' },
      },
    });
    expect(audit.body.results[0].changes.theme.to.primary).toBe('#aabbcc');

    // The same values again: no new version, no audit entry.
    const same = await suite.api.patch(`/api/staff/labels/${labelId}/`, { ...changed.body, version: 2 }, as(staff));
    expect(same.body.version).toBe(2);
  });

  it('labels: a new slug keeps the old address working, for the API and every label filter', async () => {
    const before = await readLabel(labelId);
    const moved = await suite.api.patch(`/api/staff/labels/${labelId}/`, { version: before.version, slug: 'essais-nouvelle' }, as(staff));
    expect(moved.body).toMatchObject({ slug: 'essais-nouvelle', old_slugs: [before.slug] });
    const old = await suite.api.get(`/api/labels/${before.slug}/`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: labelId, slug: 'essais-nouvelle' });
    expect((await suite.api.get(`/api/products/?label=${before.slug}`)).status).toBe(200);
    expect((await suite.api.get(`/media/labels/${before.slug}/emblem.svg`)).status).toBe(200);
    // Another label may not take it, nor the slug a label has now; this one may take its old slug back.
    const [{ id: other }] = await sql<{ id: number }>(`SELECT id FROM labels WHERE id <> $1 ORDER BY id LIMIT 1`, [labelId]);
    const otherVersion = (await readLabel(other)).version;
    expect(await suite.api.patch(`/api/staff/labels/${other}/`, { version: otherVersion, slug: before.slug }, as(staff))).toMatchObject({
      status: 400,
      body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] },
    });
    expect(await suite.api.patch(`/api/staff/labels/${other}/`, { version: otherVersion, slug: 'essais-nouvelle' }, as(staff))).toMatchObject({
      status: 400,
      body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] },
    });
    expect(await suite.api.patch(`/api/staff/labels/${other}/`, { version: otherVersion, slug: '404' }, as(staff))).toMatchObject({
      status: 400,
      body: { slug: ['Cet identifiant d’adresse est réservé au site : choisissez-en un autre.'] },
    });
    const back = await suite.api.patch(`/api/staff/labels/${labelId}/`, { version: moved.body.version, slug: before.slug }, as(staff));
    expect(back.body).toMatchObject({ slug: before.slug, old_slugs: ['essais-nouvelle'] });
    expect((await suite.api.get('/api/labels/essais-nouvelle/')).body.slug).toBe(before.slug);
  });

  it('labels: a JSON number where a text is expected is refused in French, never stored as the name', async () => {
    const before = await readLabel(labelId);
    const notText = "Ce champ n'est pas une chaîne de caractères valide.";
    expect(await suite.api.patch(`/api/staff/labels/${labelId}/`, { version: before.version, name: -1 }, as(staff))).toMatchObject({
      status: 400,
      body: { name: [notText] },
    });
    expect(await suite.api.patch(`/api/staff/labels/${labelId}/`, { version: before.version, catch_phrase: 7, checkout_message: 0 }, as(staff))).toMatchObject({
      status: 400,
      body: { catch_phrase: [notText], checkout_message: [notText] },
    });
    expect(await readLabel(labelId)).toMatchObject({ name: before.name, version: before.version });
  });

  it('labels: bad colours, refused CSS, bad social pages, unknown images, long messages refused in French; 409 on a stale version', async () => {
    const { version, theme } = await readLabel(labelId);
    const patch = (body: object) => suite.api.patch(`/api/staff/labels/${labelId}/`, { version, ...body }, as(staff));
    expect(await patch({ theme: { ...theme, text: 'red' } })).toMatchObject({ status: 400, body: { theme: { text: ['Saisissez une couleur au format #rrggbb (ou #rgb).'] } } });
    expect(await patch({ theme: { ...theme, accent: '#12345g' } })).toMatchObject({
      status: 400,
      body: { theme: { accent: ['Saisissez une couleur au format #rrggbb (ou #rgb).'] } },
    });
    expect((await patch({ theme: { primary: '#000' } })).status).toBe(400);
    expect(await patch({ css: '@import url("https://evil.test/x.css");' })).toMatchObject({
      status: 400,
      body: { css: ['Ligne 1 : les règles @import ne sont pas acceptées : seulement des sélecteurs et leurs déclarations.'] },
    });
    expect(await patch({ css: 'body { background: url(https://evil.test/p.png) }' })).toMatchObject({
      status: 400,
      body: { css: ['Ligne 1 : les valeurs url(), expression() et leurs pareilles ne sont pas acceptées (« background »).'] },
    });
    expect(await patch({ css: 'a { -moz-binding: x }' })).toMatchObject({ status: 400, body: { css: ['Ligne 1 : la propriété « -moz-binding » n’est pas acceptée.'] } });
    expect(await patch({ facebook_page: 'http://www.facebook.com/essais' })).toMatchObject({
      status: 400,
      body: { facebook_page: ['Saisissez l’adresse https d’une page Facebook (https://m.facebook.com/…).'] },
    });
    expect((await patch({ instagram_page: 'https://evil.test/instagram.com' })).body).toEqual({
      instagram_page: [expect.stringMatching(/^Saisissez l’adresse https d’une page Instagram/)],
    });
    expect((await patch({ bluesky_page: 'javascript:alert(1)' })).status).toBe(400);
    expect(await patch({ emblem: 'https://ailleurs.test/e.png' })).toMatchObject({ status: 400, body: { emblem: ['Image inconnue : envoyez-la d’abord.'] } });
    expect((await patch({ global_message: 'x'.repeat(301) })).status).toBe(400);
    expect((await patch({ slug: 'Pas Bon' })).status).toBe(400);
    expect(await suite.api.patch(`/api/staff/labels/${labelId}/`, { name: 'Sans version' }, as(staff))).toMatchObject({
      status: 400,
      body: { version: ['Indiquez la version de la fiche que vous avez modifiée.'] },
    });
    const first = await patch({ global_message: 'Premier' });
    expect(first.status).toBe(200);
    const stale = await patch({ global_message: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(first.body);
  });

  it('goodies: created with variants (VAT 20 % by default), listed, changed, restocked in bulk, shown publicly, audited', async () => {
    const attributes = await suite.api.get('/api/staff/goodies/attributes/', auth(staff));
    expectDocumented('get', '/api/staff/goodies/attributes', 200, attributes);
    const attribute = attributes.body[0]?.id as number | undefined;
    const created = await suite.api.post(
      '/api/staff/goodies/',
      {
        name: 'Tote bag des essais',
        label: labelId,
        price: '15',
        description: '<p>En <em>coton</em><img src=x onerror=alert(1)></p>',
        images: [UPLOADED],
        variants: [
          { name: 'Naturel', stock: 5, attributes: attribute ? [attribute] : [] },
          { name: 'Noir', stock: 0 },
        ],
      },
      as(staff),
    );
    expectDocumented('post', '/api/staff/goodies', 201, created);
    const goodie = created.body;
    expect(goodie).toMatchObject({
      slug: 'tote-bag-des-essais',
      price: '15.00',
      vat_rate: '20',
      version: 1,
      description: '<p>En <em>coton</em></p>',
      images: [UPLOADED],
      variants: [
        { name: 'Naturel', stock: 5, deletable: true },
        { name: 'Noir', stock: 0, deletable: true },
      ],
    });

    const list = await suite.api.get(`/api/staff/goodies/?search=tote&label=${labelId}`, auth(staff));
    expectDocumented('get', '/api/staff/goodies', 200, list);
    expect(list.body.results.map((g: { id: number }) => g.id)).toEqual([goodie.id]);
    expectDocumented('get', '/api/staff/goodies/{id}', 200, await suite.api.get(`/api/staff/goodies/${goodie.id}/`, auth(staff)));
    expect((await suite.api.get('/api/staff/goodies/2147483647/', auth(staff))).status).toBe(404);

    const [naturel, noir] = goodie.variants;
    const changed = await suite.api.patch(
      `/api/staff/goodies/${goodie.id}/`,
      {
        version: 1,
        price: 16.5,
        images: [],
        variants: [
          { id: noir.id, name: 'Noir profond', stock: 3 },
          { id: naturel.id, name: 'Naturel', stock: 5 },
          { name: 'Rouge', stock: 7 },
        ],
      },
      as(staff),
    );
    expectDocumented('patch', '/api/staff/goodies/{id}', 200, changed);
    expect(changed.body).toMatchObject({ version: 2, price: '16.50', images: ['/media/products/tote-bag-des-essais.svg'] });
    expect(changed.body.variants.map((v: { name: string; stock: number }) => [v.name, v.stock])).toEqual([
      ['Noir profond', 3],
      ['Naturel', 5],
      ['Rouge', 7],
    ]);

    const rouge = changed.body.variants[2].id;
    const bulk = await suite.api.post(
      '/api/staff/goodies/bulk-stock/',
      {
        variants: [
          { id: rouge, stock: 2 },
          { id: naturel.id, stock: 5 },
        ],
      },
      as(staff),
    );
    expectDocumented('post', '/api/staff/goodies/bulk-stock', 200, bulk);
    expect(bulk.body).toEqual({ updated: 1 });

    const pub = await suite.api.get(`/api/products/${goodie.slug}/`);
    expect(pub.status).toBe(200);
    expect(pub.body.price).toBe('16.50');
    expect(pub.body.variants.map((v: { name: string; remaining_quantity: number }) => [v.name, v.remaining_quantity])).toEqual([
      ['Noir profond', 3],
      ['Naturel', 5],
      ['Rouge', 2],
    ]);

    const audit = await suite.api.get(`/api/staff/audit/?entity=goodie&entity_id=${goodie.id}`, auth(staff));
    expect(audit.body.results.map((e: { action: string }) => e.action)).toEqual(['stock', 'updated', 'created']);
    expect(audit.body.results[0].changes.variants.to[2]).toMatchObject({ name: 'Rouge', stock: 2 });
    expect(audit.body.results[1].changes.price).toEqual({ from: '15.00', to: '16.50' });
  });

  it('goodies: a variant in a cart cannot be deleted, only set to 0; bad input refused in French; 409', async () => {
    const goodie = (
      await suite.api.post(
        '/api/staff/goodies/',
        {
          name: 'Mug des essais',
          label: labelId,
          price: '9.90',
          variants: [
            { name: 'Blanc', stock: 4 },
            { name: 'Bleu', stock: 4 },
          ],
        },
        as(staff),
      )
    ).body;
    const [blanc, bleu] = goodie.variants;
    const carts = cartClient(suite.api);
    const cart = (await carts.create()).body;
    expect((await carts.add(cart.id, goodie.id, undefined, { variant: blanc.id })).status).toBe(201);
    expect((await suite.api.get(`/api/staff/goodies/${goodie.id}/`, auth(staff))).body.variants.map((v: { deletable: boolean }) => v.deletable)).toEqual([false, true]);

    const drop = await suite.api.patch(`/api/staff/goodies/${goodie.id}/`, { version: 1, variants: [{ id: bleu.id, name: 'Bleu', stock: 4 }] }, as(staff));
    expect(drop).toMatchObject({
      status: 400,
      body: { variants: ['La déclinaison « Blanc » est dans un panier ou a été achetée : elle ne peut pas être supprimée. Mettez plutôt son stock à 0.'] },
    });
    const zero = await suite.api.patch(`/api/staff/goodies/${goodie.id}/`, { version: 1, variants: [{ id: blanc.id, name: 'Blanc', stock: 0 }] }, as(staff));
    expect(zero.status).toBe(200);
    expect(zero.body.variants).toEqual([expect.objectContaining({ id: blanc.id, stock: 0 })]);

    const post = (body: object) => suite.api.post('/api/staff/goodies/', { name: 'Autre', label: labelId, price: '5', ...body }, as(staff));
    expect((await post({ variants: [{ name: 'A', stock: -1 }] })).body).toEqual({ variants: [{ stock: ['Le stock ne peut pas être négatif.'] }] });
    expect((await post({ variants: [{ name: 'A', stock: 100_001 }] })).status).toBe(400);
    expect(
      await post({
        variants: [
          { name: 'A', stock: 1 },
          { name: 'a', stock: 1 },
        ],
      }),
    ).toMatchObject({
      status: 400,
      body: { variants: ['Deux déclinaisons portent le même nom : « a ».'] },
    });
    expect(await post({ variants: [{ id: bleu.id, name: 'Volée', stock: 1 }] })).toMatchObject({ status: 400, body: { variants: [`Déclinaison inconnue : ${bleu.id}.`] } });
    expect(await post({ attributes: [2_000_000] })).toMatchObject({ status: 400, body: { attributes: ['Attribut inconnu : 2000000.'] } });
    expect(await post({ images: ['https://ailleurs.test/x.png'] })).toMatchObject({ status: 400, body: { images: ['Image inconnue : envoyez-la d’abord.'] } });
    expect(await post({ slug: goodie.slug })).toMatchObject({ status: 400, body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] } });
    expect((await post({ vat_rate: '7' })).status).toBe(400);
    expect(await suite.api.post('/api/staff/goodies/', { label: labelId, price: '5' }, as(staff))).toMatchObject({ status: 400, body: { name: ['Ce champ est obligatoire.'] } });
    expect((await suite.api.post('/api/staff/goodies/bulk-stock/', { variants: [{ id: 2_000_000, stock: 1 }] }, as(staff))).body).toEqual({
      variants: ['Déclinaison inconnue : 2000000.'],
    });
    const many = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, stock: 1 }));
    expect((await suite.api.post('/api/staff/goodies/bulk-stock/', { variants: many }, as(staff))).status).toBe(400);

    const stale = await suite.api.patch(`/api/staff/goodies/${goodie.id}/`, { version: 1, name: 'Trop tard' }, as(staff));
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: goodie.id, version: 2 });
  });
});
