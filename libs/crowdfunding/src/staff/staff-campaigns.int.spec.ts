import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { postMultipart } from '../../../../test/support/multipart';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * The campaigns' staff routes (docs/back-office.md, 'Crowdfunding'): campaigns and their rewards
 * listed, created, changed from a version, audited; bad input refused in French; the rules that
 * protect backers (a backed reward keeps its price and is closed, never deleted; a limit never goes
 * below paid + held); the public campaign page showing the change.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/campaigns', 200],
  ['post', '/api/staff/campaigns', 201],
  ['get', '/api/staff/campaigns/{id}', 200],
  ['patch', '/api/staff/campaigns/{id}', 200],
  ['get', '/api/staff/campaigns/{id}/rewards', 200],
  ['post', '/api/staff/campaigns/{id}/rewards', 201],
  ['get', '/api/staff/rewards/{id}', 200],
  ['patch', '/api/staff/rewards/{id}', 200],
  ['delete', '/api/staff/rewards/{id}', 204],
];

describe('crowdfunding staff routes: campaigns and rewards', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;
  let staffId: number;
  let reader: string;
  let labelId: number;
  let bookId: number;
  let UPLOADED: string;
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const campaignBody = (extra: object = {}) => ({
    title: 'Les Voix du Rhône',
    label: labelId,
    start_date: '2026-01-01T10:00:00+01:00',
    end_date: '2099-02-01T10:00:00+01:00',
    goal: '5000,50',
    goal_type: 1,
    ...extra,
  });

  beforeAll(async () => {
    const s = await loggedInUser(suite.api, { staff: true });
    staff = s.access;
    staffId = s.id;
    reader = (await loggedInUser(suite.api)).access;
    // A label of its own: the projects page and the read API's suites count the demo labels' campaigns.
    [{ id: labelId }] = await sql<{ id: number }>(
      `INSERT INTO labels (slug, name, position, theme, feature_projects, feature_crowdfunding, feature_cart)
       VALUES ('essais-campagnes-api-' || $1, 'Essais des campagnes', 96, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#A33F2B"}', true, true, true)
       RETURNING id`,
      [`${process.pid}-${Date.now().toString(36)}`],
    );
    [{ id: bookId }] = await sql<{ id: number }>(`SELECT id FROM products WHERE type = 'book' ORDER BY id LIMIT 1`);
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#8a3b12' } })
      .png()
      .toBuffer();
    const uploaded = await postMultipart(suite.api, '/api/staff/images/', { file: { name: 'couverture.png', bytes: png, type: 'image/png' }, token: staff });
    UPLOADED = (uploaded.body as { url: string }).url;
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/staff/campaigns/'],
      ['post', '/api/staff/campaigns/'],
      ['get', '/api/staff/campaigns/1/'],
      ['patch', '/api/staff/campaigns/1/'],
      ['get', '/api/staff/campaigns/1/rewards/'],
      ['post', '/api/staff/campaigns/1/rewards/'],
      ['get', '/api/staff/rewards/1/'],
      ['patch', '/api/staff/rewards/1/'],
      ['delete', '/api/staff/rewards/1/?version=1'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'delete' ? undefined : {};
      const anonymous = method === 'get' ? await suite.api.get(path) : await (suite.api as any)[method](path, body);
      const asReader = method === 'get' ? await suite.api.get(path, auth(reader)) : await (suite.api as any)[method](path, body, as(reader));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('campaigns: created, listed with filters, read, changed, audited, shown publicly', async () => {
    const created = await suite.api.post(
      '/api/staff/campaigns/',
      campaignBody({
        book: bookId,
        cover: UPLOADED,
        video: 'https://vimeo.com/76979871',
        facebook_pixel_id: '123456789012345',
        description: '<p>Un <strong>recueil</strong><script>alert(1)</script></p>',
        christmas: true,
      }),
      as(staff),
    );
    expectDocumented('post', '/api/staff/campaigns', 201, created);
    const campaign = created.body;
    expect(campaign).toMatchObject({
      slug: 'les-voix-du-rhone',
      goal: 5000.5,
      goal_type: 1,
      book: bookId,
      cover: UPLOADED,
      description: '<p>Un <strong>recueil</strong></p>',
      description_text: 'Un recueil',
      state: 'running',
      version: 1,
      start_date: '2026-01-01T09:00:00.000Z',
    });

    const list = await suite.api.get(`/api/staff/campaigns/?search=voix du&state=running&label=${labelId}&ordering=-updated_at`, auth(staff));
    expectDocumented('get', '/api/staff/campaigns', 200, list);
    expect(list.body.results.map((c: { id: number }) => c.id)).toEqual([campaign.id]);
    expect((await suite.api.get('/api/staff/campaigns/?search=voix du&state=finished', auth(staff))).body.count).toBe(0);
    expect(await suite.api.get('/api/staff/campaigns/?state=ouverte', auth(staff))).toMatchObject({
      status: 400,
      body: { state: [expect.stringMatching(/n’est pas un état valide/)] },
    });
    expectDocumented('get', '/api/staff/campaigns/{id}', 200, await suite.api.get(`/api/staff/campaigns/${campaign.id}/`, auth(staff)));
    expect((await suite.api.get('/api/staff/campaigns/2147483647/', auth(staff))).status).toBe(404);

    const changed = await suite.api.patch(`/api/staff/campaigns/${campaign.id}/`, { version: 1, title: 'Les Voix du Rhône, tome 2', goal: 300, goal_type: 2 }, as(staff));
    expectDocumented('patch', '/api/staff/campaigns/{id}', 200, changed);
    expect(changed.body).toMatchObject({ title: 'Les Voix du Rhône, tome 2', goal: 300, goal_type: 2, version: 2, slug: 'les-voix-du-rhone' });

    const page = await suite.api.get(`/api/crowdfundings/${campaign.slug}/`);
    expect(page.body).toMatchObject({
      title: 'Les Voix du Rhône, tome 2',
      goal: 300,
      goal_type: 2,
      video: 'https://vimeo.com/76979871',
      christmas: true,
      facebook_pixel_id: '123456789012345',
    });
    expect(page.body.cover).toBe(`${suite.api.baseUrl}${UPLOADED}`);

    const audit = await suite.api.get(`/api/staff/audit/?entity=campaign&entity_id=${campaign.id}`, auth(staff));
    expect(audit.body.count).toBe(2);
    expect(audit.body.results[0]).toMatchObject({
      action: 'updated',
      actor: { id: staffId },
      changes: { title: { from: 'Les Voix du Rhône', to: 'Les Voix du Rhône, tome 2' }, goal_type: { from: 1, to: 2 } },
    });
    expect(Object.keys(audit.body.results[0].changes).sort()).toEqual(['goal', 'goal_type', 'title']);
  });

  it('campaigns: French refusals for dates, video, pixel, goal, book, image and version', async () => {
    const post = (extra: object) => suite.api.post('/api/staff/campaigns/', campaignBody(extra), as(staff));
    expect(await post({ end_date: '2025-12-01T10:00:00+01:00' })).toMatchObject({ status: 400, body: { end_date: ['La date de fin doit être postérieure à la date de début.'] } });
    expect(await post({ start_date: '01/01/2026' })).toMatchObject({ status: 400, body: { start_date: ['La date n’a pas le bon format. Utilisez le format AAAA-MM-JJTHH:MM.'] } });
    expect(await post({ video: 'https://evil.test/video' })).toMatchObject({
      status: 400,
      body: { video: ['Indiquez l’adresse https d’une vidéo YouTube ou Vimeo, ou laissez ce champ vide.'] },
    });
    expect(await post({ video: 'http://youtu.be/abc' })).toMatchObject({ status: 400 });
    expect(await post({ facebook_pixel_id: '12ab' })).toMatchObject({
      status: 400,
      body: { facebook_pixel_id: ['L’identifiant du pixel Facebook ne contient que des chiffres (20 au plus).'] },
    });
    expect(await post({ facebook_pixel_id: '1'.repeat(21) })).toMatchObject({ status: 400 });
    expect(await post({ goal: 0 })).toMatchObject({ status: 400, body: { goal: ['L’objectif doit être compris entre 1 et 10 000 000.'] } });
    expect(await post({ goal: 12.5, goal_type: 2 })).toMatchObject({ status: 400, body: { goal: ['Un objectif en livres est un nombre entier de livres.'] } });
    expect(await post({ goal_type: 3 })).toMatchObject({ status: 400 });
    expect(await post({ book: 2_000_000 })).toMatchObject({ status: 400, body: { book: ['Livre inconnu.'] } });
    expect(await post({ label: 2_000_000 })).toMatchObject({ status: 400, body: { label: ['Collection inconnue.'] } });
    expect(await post({ cover: 'https://ailleurs.test/x.png' })).toMatchObject({ status: 400, body: { cover: ['Image inconnue : envoyez-la d’abord.'] } });
    expect(await suite.api.post('/api/staff/campaigns/', { label: labelId }, as(staff))).toMatchObject({ status: 400, body: { title: ['Ce champ est obligatoire.'] } });
    const first = (await post({ title: 'Sans version' })).body;
    expect(await suite.api.patch(`/api/staff/campaigns/${first.id}/`, { title: 'B' }, as(staff))).toMatchObject({
      status: 400,
      body: { version: ['Indiquez la version de la fiche que vous avez modifiée.'] },
    });
    expect(await suite.api.patch(`/api/staff/campaigns/${first.id}/`, { version: 1, end_date: '2020-01-01T00:00:00Z' }, as(staff))).toMatchObject({
      status: 400,
      body: { end_date: ['La date de fin doit être postérieure à la date de début.'] },
    });
  });

  it('a second editor saving a campaign or a reward from the same version gets the 409 with the current values', async () => {
    const campaign = (await suite.api.post('/api/staff/campaigns/', campaignBody({ title: 'Concurrence' }), as(staff))).body;
    const [a, b] = await Promise.all([
      suite.api.patch(`/api/staff/campaigns/${campaign.id}/`, { version: 1, title: 'Premier' }, as(staff)),
      suite.api.patch(`/api/staff/campaigns/${campaign.id}/`, { version: 1, title: 'Second' }, as(staff)),
    ]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect([won.status, lost.status]).toEqual([200, 409]);
    expect(lost.body.current).toEqual(won.body);

    const reward = (await suite.api.post(`/api/staff/campaigns/${campaign.id}/rewards/`, { name: 'Marque-page', price: 5 }, as(staff))).body;
    expect((await suite.api.patch(`/api/staff/rewards/${reward.id}/`, { version: 1, name: 'Un' }, as(staff))).status).toBe(200);
    const stale = await suite.api.patch(`/api/staff/rewards/${reward.id}/`, { version: 1, name: 'Deux' }, as(staff));
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: 'Un', version: 2 });
  });

  it('rewards: created in order with variants, changed, closed, deleted; a backed reward keeps its price; a limit stays above paid + held', async () => {
    const campaign = (await suite.api.post('/api/staff/campaigns/', campaignBody({ title: 'Contreparties' }), as(staff))).body;
    const created = await suite.api.post(
      `/api/staff/campaigns/${campaign.id}/rewards/`,
      {
        name: 'Le livre dédicacé',
        price: '25.00',
        books_count: 1,
        dedication: true,
        limited: true,
        limited_quantity: 10,
        image: UPLOADED,
        description: '<p>Avec <em>dédicace</em></p><img src=x onerror=alert(1)>',
        release_date: '2099-06-01',
      },
      as(staff),
    );
    expectDocumented('post', '/api/staff/campaigns/{id}/rewards', 201, created);
    const reward = created.body;
    expect(reward).toMatchObject({
      campaign: campaign.id,
      price: '25.00',
      vat_rate: '5.5',
      limited_quantity: 10,
      dedication: true,
      position: 0,
      paid_quantity: 0,
      version: 1,
      image: UPLOADED,
    });
    expect(reward.description).toBe('<p>Avec <em>dédicace</em></p>');
    const tshirt = (
      await suite.api.post(
        `/api/staff/campaigns/${campaign.id}/rewards/`,
        {
          name: 'Le tee-shirt',
          price: 20,
          variants: [
            { name: 'Taille S', stock: 5 },
            { name: 'Taille M', stock: 8 },
          ],
        },
        as(staff),
      )
    ).body;
    expect(tshirt).toMatchObject({
      position: 1,
      vat_rate: '20',
      variants: [
        { name: 'Taille S', stock: 5 },
        { name: 'Taille M', stock: 8 },
      ],
    });
    const rewards = await suite.api.get(`/api/staff/campaigns/${campaign.id}/rewards/`, auth(staff));
    expectDocumented('get', '/api/staff/campaigns/{id}/rewards', 200, rewards);
    expect(rewards.body.map((r: { id: number }) => r.id)).toEqual([reward.id, tshirt.id]);
    expectDocumented('get', '/api/staff/rewards/{id}', 200, await suite.api.get(`/api/staff/rewards/${reward.id}/`, auth(staff)));
    expect(await suite.api.post(`/api/staff/campaigns/${campaign.id}/rewards/`, { name: 'Sans quantité', price: 5, limited: true }, as(staff))).toMatchObject({
      status: 400,
      body: { limited_quantity: ['Indiquez la quantité disponible d’une contrepartie limitée.'] },
    });
    expect((await suite.api.post(`/api/staff/campaigns/2147483647/rewards/`, { name: 'X', price: 5 }, as(staff))).status).toBe(404);

    // Variants: one renamed and restocked, one removed, one added.
    const [s] = tshirt.variants;
    const variants = await suite.api.patch(
      `/api/staff/rewards/${tshirt.id}/`,
      {
        version: 1,
        variants: [
          { id: s.id, name: 'Taille S', stock: 7 },
          { name: 'Taille L', stock: 2 },
        ],
      },
      as(staff),
    );
    expect(variants.body.variants).toMatchObject([
      { id: s.id, stock: 7 },
      { name: 'Taille L', stock: 2 },
    ]);

    // The VAT follows the content while staff have not set it by hand: a book inside, 5,5 %; set by hand, it stays.
    expect((await suite.api.patch(`/api/staff/rewards/${tshirt.id}/`, { version: 2, books_count: 1 }, as(staff))).body).toMatchObject({ books_count: 1, vat_rate: '5.5' });
    expect((await suite.api.patch(`/api/staff/rewards/${tshirt.id}/`, { version: 3, books_count: 0 }, as(staff))).body).toMatchObject({ books_count: 0, vat_rate: '20' });
    expect((await suite.api.patch(`/api/staff/rewards/${tshirt.id}/`, { version: 4, vat_rate: '5.5' }, as(staff))).body.vat_rate).toBe('5.5');
    expect((await suite.api.patch(`/api/staff/rewards/${tshirt.id}/`, { version: 5, books_count: 2 }, as(staff))).body).toMatchObject({ books_count: 2, vat_rate: '5.5' });

    // A composite reward (books and a tee-shirt for one price): the books' share at 5,5 %, below the price, with books inside.
    const share = (version: number, form: Record<string, unknown>) => suite.api.patch(`/api/staff/rewards/${tshirt.id}/`, { version, ...form }, as(staff));
    expect(await share(6, { book_share: '30.00' })).toMatchObject({
      status: 400,
      body: { book_share: ['La part des livres doit être inférieure au prix de la contrepartie (une contrepartie qui n’est que des livres est tout entière à 5,5 %).'] },
    });
    expect(await share(6, { book_share: 'douze' })).toMatchObject({ status: 400, body: { book_share: ['La part des livres doit être comprise entre 0,01 € et 10 000,00 €.'] } });
    const composite = await share(6, { book_share: '12.00' });
    expectDocumented('patch', '/api/staff/rewards/{id}', 200, composite);
    expect(composite.body).toMatchObject({ book_share: '12.00', version: 7 });
    expect(await share(7, { books_count: 0 })).toMatchObject({
      status: 400,
      body: { book_share: ['Une contrepartie sans livre n’a pas de part livres : indiquez d’abord les livres contenus.'] },
    });
    expect((await share(7, { book_share: null })).body).toMatchObject({ book_share: null, version: 8 });

    // Paid: 3 units by a contribution; held: 2 units by a confirmed cart.
    const [{ id: contributionId }] = await sql<{ id: number }>(`INSERT INTO contributions (crowdfunding_id, nickname, amount_cents) VALUES ($1, 'Camille', 7500) RETURNING id`, [
      campaign.id,
    ]);
    await sql('INSERT INTO contribution_rewards (contribution_id, compensation_id, quantity) VALUES ($1, $2, 3)', [contributionId, reward.id]);
    const cartId = randomUUID();
    await sql(`INSERT INTO carts (id, reference, label_id, status, stream_version, state) VALUES ($1, $2, $3, 1, 1, '{}')`, [cartId, `T${Date.now() % 1e9}`, labelId]);
    await sql(`INSERT INTO reservations (cart_id, product_id, quantity, expires_at) VALUES ($1, $2, 2, now() + interval '20 minutes')`, [cartId, reward.id]);

    const repriced = await suite.api.patch(`/api/staff/rewards/${reward.id}/`, { version: 1, price: '27.00' }, as(staff));
    expect(repriced).toMatchObject({
      status: 400,
      body: { price: ['Cette contrepartie a déjà des contributions payées : son prix ne peut plus changer. Fermez-la et créez-en une autre.'] },
    });
    const below = await suite.api.patch(`/api/staff/rewards/${reward.id}/`, { version: 1, limited_quantity: 4 }, as(staff));
    expect(below).toMatchObject({
      status: 400,
      body: { limited_quantity: ['La quantité limitée ne peut pas descendre sous 5 : 3 déjà payées et 2 réservées dans des paniers confirmés.'] },
    });
    const lowered = await suite.api.patch(`/api/staff/rewards/${reward.id}/`, { version: 1, limited_quantity: 5, name: 'Le livre dédicacé (dernier tirage)' }, as(staff));
    expectDocumented('patch', '/api/staff/rewards/{id}', 200, lowered);
    expect(lowered.body).toMatchObject({ limited_quantity: 5, paid_quantity: 3, version: 2 });
    expect(await suite.api.delete(`/api/staff/rewards/${reward.id}/?version=2`, undefined, as(staff))).toMatchObject({
      status: 400,
      body: { detail: 'Cette contrepartie a déjà des contributions payées : elle ne peut pas être supprimée. Fermez-la plutôt.' },
    });
    const closed = await suite.api.patch(`/api/staff/rewards/${reward.id}/`, { version: 2, closed: true }, as(staff));
    expect(closed.body).toMatchObject({ closed: true, version: 3 });

    // The public page: the change shown, the closed reward unavailable.
    const page = await suite.api.get(`/api/crowdfundings/${campaign.slug}/?expand=compensations`);
    const shown = page.body.compensations.find((k: { id: number }) => k.id === reward.id);
    expect(shown).toMatchObject({ name: 'Le livre dédicacé (dernier tirage)', closed: true, sold_out: true, remaining_quantity: 0, dedication: true });
    expect(page.body.compensations.find((k: { id: number }) => k.id === tshirt.id)).toMatchObject({ name: 'Le tee-shirt', closed: false, sold_out: false });

    // A variant's stock never goes below what confirmed carts hold of it (paid units already left it), nor does a held variant or its reward go.
    await sql(`INSERT INTO reservations (cart_id, product_id, variant_id, quantity, expires_at) VALUES ($1, $2, $3, 2, now() + interval '20 minutes')`, [cartId, tshirt.id, s.id]);
    const [, l] = variants.body.variants;
    expect(
      await suite.api.patch(
        `/api/staff/rewards/${tshirt.id}/`,
        {
          version: 8,
          variants: [
            { id: s.id, name: 'Taille S', stock: 1 },
            { id: l.id, name: 'Taille L', stock: 2 },
          ],
        },
        as(staff),
      ),
    ).toMatchObject({ status: 400, body: { variants: ['Le stock de la déclinaison « Taille S » ne peut pas descendre sous 2 : 2 réservées dans des paniers confirmés.'] } });
    expect(await suite.api.patch(`/api/staff/rewards/${tshirt.id}/`, { version: 8, variants: [{ id: l.id, name: 'Taille L', stock: 2 }] }, as(staff))).toMatchObject({
      status: 400,
      body: { variants: ['Des paniers confirmés réservent la déclinaison « Taille S » : elle ne peut pas être supprimée. Fermez plutôt la contrepartie.'] },
    });
    expect(await suite.api.delete(`/api/staff/rewards/${tshirt.id}/?version=8`, undefined, as(staff))).toMatchObject({
      status: 400,
      body: { detail: 'Des paniers confirmés réservent cette contrepartie : elle ne peut pas être supprimée. Fermez-la plutôt.' },
    });
    await sql('DELETE FROM reservations WHERE cart_id = $1 AND variant_id = $2', [cartId, s.id]);

    // An unbacked reward goes.
    const removed = await suite.api.delete(`/api/staff/rewards/${tshirt.id}/?version=8`, undefined, as(staff));
    expect(removed.status).toBe(204);
    expect((await suite.api.get(`/api/staff/rewards/${tshirt.id}/`, auth(staff))).status).toBe(404);

    const audit = await suite.api.get(`/api/staff/audit/?entity=reward&entity_id=${reward.id}`, auth(staff));
    expect(audit.body.results.map((e: { action: string }) => e.action)).toEqual(['closed', 'updated', 'created']);
    expect(audit.body.results[1].changes).toEqual({ limited_quantity: { from: 10, to: 5 }, name: { from: 'Le livre dédicacé', to: 'Le livre dédicacé (dernier tirage)' } });
    const deleted = await suite.api.get(`/api/staff/audit/?entity=reward&entity_id=${tshirt.id}`, auth(staff));
    expect(deleted.body.results[0]).toMatchObject({ action: 'deleted', changes: { name: { from: 'Le tee-shirt', to: null } } });
  });
});
