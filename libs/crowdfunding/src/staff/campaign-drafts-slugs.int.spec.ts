import { loggedInUser } from '../../../../test/support/accounts';
import { cartClient } from '../../../../test/support/cart-fixtures';
import { conformanceSuiteOfOwnApp, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { sql } from '../../../../test/support/db';
import { contribution } from '../../../../test/support/paid-carts';
import { CampaignOldSlugs } from '../slugs/campaign-old-slugs';

/**
 * Draft campaigns and old slugs (docs/back-office.md, 'Campaigns'): a draft is in no public list,
 * answered only to staff (with `draft: true`), closed to backers, until staff publish it; a changed
 * slug keeps leading to its campaign, and no other campaign may take it.
 */
const OPERATIONS: DocumentedOperation[] = [['post', '/api/staff/campaigns/bulk', 200]];

describe('crowdfunding: draft campaigns and old slugs', () => {
  const suite = conformanceSuiteOfOwnApp();
  const { expectDocumented } = suite;
  const run = `${process.pid}-${Date.now().toString(36)}`;
  let staff: string;
  let reader: string;
  let labelId: number;
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const campaignBody = (title: string, extra: object = {}) => ({
    title,
    label: labelId,
    start_date: '2020-01-01T10:00:00+01:00',
    end_date: '2099-02-01T10:00:00+01:00',
    goal: 1000,
    goal_type: 1,
    ...extra,
  });
  const create = async (title: string, extra: object = {}) => {
    const created = await suite.api.post('/api/staff/campaigns/', campaignBody(title, extra), as(staff));
    expect(created.status).toBe(201);
    return created.body as { id: number; slug: string; version: number; draft: boolean; old_slugs: string[] };
  };
  const publicSlugs = async (query: string) =>
    ((await suite.api.get(`/api/crowdfundings/?label=${labelId}&limit=100${query}`)).body.results as { slug: string }[]).map((c) => c.slug);

  beforeAll(async () => {
    staff = (await loggedInUser(suite.api, { staff: true })).access;
    reader = (await loggedInUser(suite.api)).access;
    [{ id: labelId }] = await sql<{ id: number }>(
      `INSERT INTO labels (slug, name, position, theme, feature_projects, feature_crowdfunding, feature_cart)
       VALUES ('essais-brouillons-' || $1, 'Essais des brouillons', 97, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#A33F2B"}', true, true, true)
       RETURNING id`,
      [run],
    );
  });

  it('documents the bulk route with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('a draft: in no public list, 404 to visitors and readers, previewed by staff, closed to backers, then published', async () => {
    const draft = await create(`Brouillon secret ${run}`, { draft: true });
    expect(draft).toMatchObject({ draft: true, old_slugs: [] });
    const published = await create(`Campagne publiée ${run}`);
    expect(published.draft).toBe(false);
    await suite.api.post(`/api/staff/campaigns/${draft.id}/rewards/`, { name: 'Le livre', price: 20 }, as(staff));
    await suite.api.post(`/api/staff/campaigns/${draft.id}/news/`, { subject: `Nouvelle du brouillon ${run}`, content: '<p>x</p>' }, as(staff));

    // Public lists: never the draft, whoever asks.
    expect(await publicSlugs('')).toEqual([published.slug]);
    expect(await publicSlugs('&running=true')).toEqual([published.slug]);
    const asStaff = await suite.api.get(`/api/crowdfundings/?label=${labelId}`, auth(staff));
    expect(asStaff.body.results.map((c: { slug: string }) => c.slug)).toEqual([published.slug]);

    // The detail and its sub-resources: 404 to anyone but staff.
    for (const path of [
      `/api/crowdfundings/${draft.slug}/`,
      `/api/crowdfundings/${draft.slug}/?expand=news,faqs,compensations`,
      `/api/crowdfundings/${draft.slug}/contributions`,
    ]) {
      expect([path, (await suite.api.get(path)).status]).toEqual([path, 404]);
      expect([path, (await suite.api.get(path, auth(reader))).status]).toEqual([path, 404]);
      expect([path, (await suite.api.get(path, { headers: { authorization: 'Bearer pas-un-jeton' } })).status]).toEqual([path, 404]);
    }
    const preview = await suite.api.get(`/api/crowdfundings/${draft.slug}/?expand=news,compensations`, auth(staff));
    expectDocumented('get', '/api/crowdfundings/{slug}', 200, preview);
    expect(preview.body).toMatchObject({ slug: draft.slug, draft: true, news_count: 1, compensations: [{ name: 'Le livre' }] });
    expect((await suite.api.get(`/api/crowdfundings/${draft.slug}/contributions`, auth(staff))).status).toBe(200);
    expect((await suite.api.get(`/api/crowdfundings/${published.slug}/`)).body.draft).toBe(false);

    // Nobody backs a draft: to the cart it does not exist.
    const cart = cartClient(suite.api);
    const { body: open } = await cart.create(reader);
    const refused = await cart.contribute(open.id, contribution(draft.id, 10), reader);
    expect(refused).toMatchObject({ status: 400, body: { crowdfunding: [`Clé primaire "${draft.id}" non valide - l'objet n'existe pas.`] } });

    // Staff filter on it, then publish it in bulk.
    const drafts = await suite.api.get(`/api/staff/campaigns/?label=${labelId}&draft=true`, auth(staff));
    expect(drafts.body.results.map((c: { id: number }) => c.id)).toEqual([draft.id]);
    const live = await suite.api.get(`/api/staff/campaigns/?label=${labelId}&draft=false`, auth(staff));
    expect(live.body.results.map((c: { id: number }) => c.id)).toEqual([published.id]);
    const bulk = await suite.api.post('/api/staff/campaigns/bulk/', { ids: [draft.id, published.id], action: 'make_public' }, as(staff));
    expectDocumented('post', '/api/staff/campaigns/bulk', 200, bulk);
    expect(bulk.body).toEqual({ updated: 1 });
    expect((await suite.api.get(`/api/staff/campaigns/${draft.id}/`, auth(staff))).body).toMatchObject({ draft: false, version: draft.version + 1 });
    const trail = await suite.api.get(`/api/staff/audit/?entity=campaign&entity_id=${draft.id}`, auth(staff));
    expect(trail.body.results[0]).toMatchObject({ action: 'make_public', changes: { draft: { from: true, to: false } } });
    expect((await publicSlugs('')).sort()).toEqual([draft.slug, published.slug].sort());
    expect((await suite.api.get(`/api/crowdfundings/${draft.slug}/`)).body).toMatchObject({ slug: draft.slug, draft: false });
    expect((await cart.contribute(open.id, contribution(draft.id, 10), reader)).status).toBe(200);

    // Back in draft through PATCH: audited like any field, hidden again.
    const back = await suite.api.patch(`/api/staff/campaigns/${published.id}/`, { version: published.version, draft: true }, as(staff));
    expect(back.body).toMatchObject({ draft: true, version: published.version + 1 });
    const audit = await suite.api.get(`/api/staff/audit/?entity=campaign&entity_id=${published.id}`, auth(staff));
    expect(audit.body.results[0]).toMatchObject({ action: 'updated', changes: { draft: { from: false, to: true } } });
    expect((await suite.api.get(`/api/crowdfundings/${published.slug}/`)).status).toBe(404);
    expect(await publicSlugs('')).toEqual([draft.slug]);
  });

  it('bulk: unknown ids and actions refused in French', async () => {
    expect(await suite.api.post('/api/staff/campaigns/bulk/', { ids: [2_000_000_000], action: 'make_public' }, as(staff))).toMatchObject({
      status: 400,
      body: { ids: ['Campagne inconnue : 2000000000.'] },
    });
    const bad = await suite.api.post('/api/staff/campaigns/bulk/', { ids: [], action: 'effacer' }, as(staff));
    expect(bad).toMatchObject({ status: 400, body: { ids: ['Choisissez au moins une campagne.'], action: [expect.any(String)] } });
    expect((await suite.api.post('/api/staff/campaigns/bulk/', { ids: [1], action: 'make_public' })).status).toBe(401);
    expect((await suite.api.post('/api/staff/campaigns/bulk/', { ids: [1], action: 'make_public' }, as(reader))).status).toBe(403);
  });

  it('old slugs: answered with the campaign and its current slug, kept from other campaigns, taken back by their own', async () => {
    const first = await create(`Ancienne adresse ${run}`, { slug: `ancienne-${run}` });
    const other = await create(`Autre adresse ${run}`, { slug: `autre-${run}` });
    const renamed = await suite.api.patch(`/api/staff/campaigns/${first.id}/`, { version: 1, slug: `nouvelle-${run}` }, as(staff));
    expect(renamed.body).toMatchObject({ slug: `nouvelle-${run}`, old_slugs: [`ancienne-${run}`] });
    const again = await suite.api.patch(`/api/staff/campaigns/${first.id}/`, { version: 2, slug: `derniere-${run}` }, as(staff));
    expect(again.body).toMatchObject({ slug: `derniere-${run}`, old_slugs: [`nouvelle-${run}`, `ancienne-${run}`] });
    const audit = await suite.api.get(`/api/staff/audit/?entity=campaign&entity_id=${first.id}`, auth(staff));
    expect(audit.body.results[0].changes).toMatchObject({ slug: { from: `nouvelle-${run}`, to: `derniere-${run}` } });
    expect(audit.body.results[0].changes.old_slugs).toBeUndefined();

    // The public API answers an old slug with the campaign, its current slug in the answer.
    const byOld = await suite.api.get(`/api/crowdfundings/ancienne-${run}/?fields=id,slug`);
    expect(byOld.body).toEqual({ id: first.id, slug: `derniere-${run}` });
    expect((await suite.api.get(`/api/crowdfundings/nouvelle-${run}/contributions`)).status).toBe(200);
    // The generated cover follows the slug; its old address still draws it.
    expect(byOld.status).toBe(200);
    expect((await suite.api.get(`/media/crowdfundings/ancienne-${run}/cover.svg`)).status).toBe(200);

    // Old slugs for the 301 of old page addresses.
    const oldSlugs = suite.api.app.get(CampaignOldSlugs);
    expect(await oldSlugs.currentSlug(`ancienne-${run}`)).toBe(`derniere-${run}`);
    expect(await oldSlugs.currentSlug(`derniere-${run}`)).toBeNull();
    expect(await oldSlugs.currentSlug(`inconnue-${run}`)).toBeNull();

    // Staff search finds a campaign by a slug it had.
    const found = await suite.api.get(`/api/staff/campaigns/?search=ancienne-${run}`, auth(staff));
    expect(found.body.results.map((c: { id: number }) => c.id)).toEqual([first.id]);

    // Another campaign may not take a slug the first has or had; at creation neither.
    for (const slug of [`derniere-${run}`, `ancienne-${run}`]) {
      expect(await suite.api.patch(`/api/staff/campaigns/${other.id}/`, { version: 1, slug }, as(staff))).toMatchObject({
        status: 400,
        body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] },
      });
    }
    expect((await suite.api.post('/api/staff/campaigns/', campaignBody('Copie', { slug: `nouvelle-${run}` }), as(staff))).status).toBe(400);
    // A title whose slug was taken before gets a number added.
    const generated = await suite.api.post('/api/staff/campaigns/', campaignBody(`Ancienne ${run}`), as(staff));
    expect(generated.body.slug).toBe(`ancienne-${run}-2`);

    // The first takes back its first slug: current again, no longer an old one.
    const back = await suite.api.patch(`/api/staff/campaigns/${first.id}/`, { version: 3, slug: `ancienne-${run}` }, as(staff));
    expect(back.body).toMatchObject({ slug: `ancienne-${run}`, old_slugs: [`derniere-${run}`, `nouvelle-${run}`] });
    expect((await suite.api.get(`/api/crowdfundings/derniere-${run}/?fields=slug`)).body).toEqual({ slug: `ancienne-${run}` });
    expect(await oldSlugs.currentSlug(`ancienne-${run}`)).toBeNull();

    // A draft's old address leads nowhere for visitors, and no 301 reveals it.
    await suite.api.patch(`/api/staff/campaigns/${first.id}/`, { version: 4, draft: true }, as(staff));
    expect((await suite.api.get(`/api/crowdfundings/derniere-${run}/`)).status).toBe(404);
    expect((await suite.api.get(`/api/crowdfundings/derniere-${run}/?fields=slug,draft`, auth(staff))).body).toEqual({ slug: `ancienne-${run}`, draft: true });
    expect(await oldSlugs.currentSlug(`derniere-${run}`)).toBeNull();
  });
});
