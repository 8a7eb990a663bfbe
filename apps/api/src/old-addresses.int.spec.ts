import { loggedInUser } from '../../../test/support/accounts';
import { sql } from '../../../test/support/db';
import { sharedApi } from '../../../test/support/shared-api';
import type { ServedApi } from '../../../test/support/api-client';

/**
 * Old page addresses after staff rename a label, a book, an author or a campaign through the staff
 * routes: a 301 to the current address (query string kept), from the running API, before any page
 * is sent; current addresses, drafts and unknown slugs are left to the SPA.
 */
describe('old page addresses of renamed records', () => {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  let api: ServedApi;
  let staff: string;
  let labelId: number;
  const as = { token: '' };
  /** The status and Location of a page request, the redirect not followed. */
  const page = async (path: string) => {
    const res = await fetch(api.baseUrl + path, { redirect: 'manual' });
    return [res.status, res.headers.get('location')];
  };

  beforeAll(async () => {
    api = await sharedApi();
    staff = (await loggedInUser(api, { staff: true })).access;
    as.token = staff;
    [{ id: labelId }] = await sql<{ id: number }>(
      `INSERT INTO labels (slug, name, position, theme, feature_projects, feature_crowdfunding, feature_cart, feature_library, feature_authors)
       VALUES ('adresses-' || $1, 'Essais des adresses', 98, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#A33F2B"}', true, true, true, true, true)
       RETURNING id`,
      [run],
    );
  });

  afterAll(() => api?.close());

  const rename = async (path: string, slug: string) => {
    const { version } = (await api.get(path, { headers: { authorization: `Bearer ${staff}` } })).body;
    const res = await api.patch(path, { version, slug }, as);
    expect([res.status, res.body.slug]).toEqual([200, slug]);
  };

  it('sends the old addresses of a renamed label, book, author and campaign to the current ones', async () => {
    const book = await api.post('/api/staff/books/', { title: `Livre des adresses ${run}`, label: labelId, price: 12, slug: `premier-livre-${run}` }, as);
    const author = await api.post('/api/staff/authors/', { name: `Plume ${run}`, label: labelId, slug: `plume-${run}` }, as);
    const campaign = await api.post(
      '/api/staff/campaigns/',
      {
        title: `Campagne ${run}`,
        label: labelId,
        start_date: '2020-01-01T10:00:00+01:00',
        end_date: '2099-02-01T10:00:00+01:00',
        goal: 1000,
        goal_type: 1,
        slug: `campagne-${run}`,
      },
      as,
    );
    expect([book.status, author.status, campaign.status]).toEqual([201, 201, 201]);
    await rename(`/api/staff/books/${book.body.id}/`, `livre-renomme-${run}`);
    await rename(`/api/staff/authors/${author.body.id}/`, `autrice-${run}`);
    await rename(`/api/staff/campaigns/${campaign.body.id}/`, `souscription-${run}`);
    await rename(`/api/staff/labels/${labelId}/`, `maison-${run}`);

    expect(await page(`/adresses-${run}/librairie?page=2`)).toEqual([301, `/maison-${run}/librairie?page=2`]);
    expect(await page(`/maison-${run}/librairie/livre/premier-livre-${run}`)).toEqual([301, `/maison-${run}/librairie/livre/livre-renomme-${run}`]);
    expect(await page(`/adresses-${run}/librairie/livre/premier-livre-${run}`)).toEqual([301, `/maison-${run}/librairie/livre/livre-renomme-${run}`]);
    expect(await page(`/maison-${run}/auteurs/plume-${run}`)).toEqual([301, `/maison-${run}/auteurs/autrice-${run}`]);
    expect(await page(`/maison-${run}/financement-participatif/campagne-${run}/faq`)).toEqual([301, `/maison-${run}/financement-participatif/souscription-${run}/faq`]);

    // Current addresses and unknown slugs are the SPA's (its 404 page for the unknown).
    for (const path of [`/maison-${run}/librairie/livre/livre-renomme-${run}`, `/maison-${run}/auteurs/jamais-${run}`, `/jamais-${run}/home`]) {
      expect((await page(path))[0]).not.toBe(301);
    }
    // The JSON API is not redirected: it answers old slugs itself.
    expect((await page(`/api/books/premier-livre-${run}/`))[0]).toBe(200);
  });

  it('keeps a draft’s new address to itself', async () => {
    const book = await api.post('/api/staff/books/', { title: `Brouillon ${run}`, label: labelId, price: 12, slug: `brouillon-${run}`, draft: true }, as);
    expect(book.status).toBe(201);
    await rename(`/api/staff/books/${book.body.id}/`, `brouillon-secret-${run}`);
    const [{ slug }] = await sql<{ slug: string }>('SELECT slug FROM labels WHERE id = $1', [labelId]);
    expect((await page(`/${slug}/librairie/livre/brouillon-${run}`))[0]).not.toBe(301);
  });
});
