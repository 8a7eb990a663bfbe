import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { allPages, conformanceSuite, withQuery } from '../../../../test/support/conformance-suite';
import { cartClient, createCampaign, type TestCampaign } from '../../../../test/support/cart-fixtures';
import { contribution, paidCart } from '../../../../test/support/paid-carts';

/**
 * Crowdfunding's success answers, as the OpenAPI document (`/api/schema/`) describes them, checked
 * against the real answers: the demo's campaigns (every page, every campaign, with and without each
 * expansion), their public backers lists page by page, and a backer's own contributions (list,
 * detail, display choices changed). Strict: a key the document does not name is a failure, as is a
 * missing one or a wrong type or format.
 */

const JSON_ROUTES: [string, string, string, string][] = [
  ['get', '/api/crowdfundings', 'CrowdfundingResponse', 'Financement participatif'],
  ['get', '/api/crowdfundings/{slug}', 'CrowdfundingResponse', 'Financement participatif'],
  ['get', '/api/crowdfundings/{slug}/contributions', 'CrowdfundingContributionResponse', 'Financement participatif'],
  ['get', '/api/contributions', 'OwnContributionResponse', 'Mes contributions'],
  ['get', '/api/contributions/{id}', 'OwnContributionResponse', 'Mes contributions'],
  ['patch', '/api/contributions/{id}', 'OwnContributionResponse', 'Mes contributions'],
];
const EXPANSIONS = ['', 'news', 'faqs', 'compensations', 'author', 'news,faqs,compensations,author'];

type Json = Record<string, any>;

describe('crowdfunding answers conform to the OpenAPI document', () => {
  const suite = conformanceSuite();
  let checked = 0;

  const auth = (token?: string) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

  /** Checks one answer (2xx expected) against the documented schema of `path`; the body. */
  function conforms(method: string, path: string, url: string, res: { status: number; body: Json }, status = 200): Json {
    expect({ url, status: res.status }).toEqual({ url, status });
    expect({ url, violations: suite.check(method, path, status, res.body) }).toEqual({ url, violations: [] });
    checked++;
    return res.body;
  }

  const read = async (path: string, url: string, token?: string) => conforms('get', path, url, await suite.api.get(url, auth(token)));

  /** Every page of a list, following `next`, each page checked whole (every item); the items. */
  const readAll = (path: string, url: string, token?: string) => allPages(url, (next) => read(path, next, token));

  it('documents a typed success answer, a tag and a summary on every crowdfunding route', () => {
    for (const [method, path, schema, tag] of JSON_ROUTES) {
      const operation = suite.document.paths[path]?.[method];
      expect({ method, path, documented: !!operation }).toEqual({ method, path, documented: true });
      expect(JSON.stringify(operation.responses['200'].content['application/json'].schema)).toContain(`#/components/schemas/${schema}`);
      expect(operation.tags).toEqual([tag]);
      expect(operation.summary).toEqual(expect.any(String));
    }
    const cover = suite.document.paths['/media/crowdfundings/{slug}/{file}'].get;
    expect(Object.keys(cover.responses['200'].content)).toEqual(['image/svg+xml', 'image/webp', 'image/png']);
    expect(cover.tags).toEqual(['Images']);
  });

  it('campaigns: every page and every campaign, with and without each expansion', async () => {
    const seen = { news: 0, faqs: 0, compensations: 0, author: 0 };
    for (const expand of EXPANSIONS) {
      const campaigns = await readAll('/api/crowdfundings', withQuery('/api/crowdfundings/', expand && `expand=${expand}`));
      expect(campaigns.length).toBeGreaterThanOrEqual(6);
      for (const campaign of campaigns) {
        const detail = await read('/api/crowdfundings/{slug}', withQuery(`/api/crowdfundings/${campaign.slug}/`, expand && `expand=${expand}`));
        for (const relation of ['news', 'faqs', 'compensations'] as const) seen[relation] += detail[relation].filter((x: unknown) => typeof x === 'object').length;
        if (detail.author && 'biography' in detail.author) seen.author++;
      }
    }
    // Each expansion was really exercised.
    expect(Object.values(seen).every((n) => n > 0)).toBe(true);
  });

  it('public backers lists: every page of every campaign', async () => {
    const campaigns = await readAll('/api/crowdfundings', '/api/crowdfundings/');
    let backers = 0;
    for (const campaign of campaigns) {
      for (const ordering of ['', 'ordering=amount']) {
        backers += (await readAll('/api/crowdfundings/{slug}/contributions', withQuery(`/api/crowdfundings/${campaign.slug}/contributions`, ordering))).length;
      }
    }
    expect(backers).toBeGreaterThan(100);
  });

  describe('a backer’s own contributions', () => {
    let campaign: TestCampaign;
    let slug: string;
    let backer: Awaited<ReturnType<typeof loggedInUser>>;

    beforeAll(async () => {
      const carts = cartClient(suite.api);
      campaign = await createCampaign();
      [{ slug }] = await sql<{ slug: string }>('SELECT slug FROM crowdfundings WHERE id = $1', [campaign.id]);
      // A nickname of its own: nicknames are unique, and other suites share the run's database.
      backer = await loggedInUser(suite.api, { nickname: `Soutien ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` });
      // Rewards with dedications and a variant, then a plain gift.
      await paidCart(suite.api, backer, (cartId) =>
        carts.contribute(
          cartId,
          contribution(campaign.id, 80, [
            { compensation: campaign.dedicated, quantity: 2, dedications: [{ text: 'Pour Léa' }, { text: 'Pour Malo' }] },
            { compensation: campaign.shirt.id, quantity: 1, variant: campaign.shirt.variants[1] },
          ]),
          backer.access,
        ),
      );
      await paidCart(suite.api, backer, (cartId) => carts.contribute(cartId, contribution(campaign.id, 12), backer.access));
    });

    it('the list, each contribution, and each change of display choices', async () => {
      const mine = await readAll('/api/contributions', '/api/contributions/', backer.access);
      expect(mine).toHaveLength(2);
      expect(mine.some((c) => c.rewards.some((r: Json) => r.variant !== null))).toBe(true);
      for (const { id } of mine) {
        await read('/api/contributions/{id}', `/api/contributions/${id}/`, backer.access);
        for (const change of [
          { hidden: true },
          { display_amount: false, display_nickname: false, comment: 'Bravo !' },
          { hidden: false, unsubscribed: false },
          { comment: null },
        ]) {
          conforms('patch', '/api/contributions/{id}', `/api/contributions/${id}/`, await suite.api.patch(`/api/contributions/${id}/`, change, { token: backer.access }));
        }
      }
      // The public list as these choices show it: no nickname, no amount.
      const shown = await readAll('/api/crowdfundings/{slug}/contributions', `/api/crowdfundings/${slug}/contributions`);
      expect(shown.map((c) => [c.nickname, c.amount])).toEqual([
        ['Anonyme', null],
        ['Anonyme', null],
      ]);
      // The campaign's rewards as expanded (a limited one, variants, a donation).
      const detail = await read('/api/crowdfundings/{slug}', `/api/crowdfundings/${slug}/?expand=compensations,author,news,faqs`);
      expect(detail.compensations.length).toBe(6);
    });
  });

  it('campaign covers: answered in a documented image type', async () => {
    const documented = Object.keys(suite.document.paths['/media/crowdfundings/{slug}/{file}'].get.responses['200'].content);
    const [campaign] = (await suite.api.get('/api/crowdfundings/?limit=1')).body.results;
    for (const extension of ['svg', 'webp', 'png']) {
      const res = await fetch(`${suite.api.baseUrl}/media/crowdfundings/${campaign.slug}/cover.${extension}`);
      await res.arrayBuffer();
      const type = (res.headers.get('content-type') ?? '').split(';')[0];
      expect({ extension, status: res.status, documented: documented.includes(type) }).toEqual({ extension, status: 200, documented: true });
    }
  });

  it('the check is strict: an undocumented key, a missing field or a wrong type is a violation', async () => {
    const campaign = (await suite.api.get('/api/crowdfundings/?limit=1&expand=compensations')).body.results[0];
    const page = (extra: Json) => ({ count: 1, next: null, previous: null, results: [{ ...campaign, ...extra }] });
    expect(suite.check('get', '/api/crowdfundings', 200, page({}))).toEqual([]);
    expect(suite.check('get', '/api/crowdfundings', 200, page({ secret: 1 })).join()).toContain('secret');
    expect(suite.check('get', '/api/crowdfundings', 200, page({ compensations: [{ ...campaign.compensations[0], secret: 1 }] }))).not.toEqual([]);
    expect(suite.check('get', '/api/crowdfundings', 200, page({ basic_stats: { collection: 12, contributors: 1 } }))).not.toEqual([]);
    expect(suite.check('get', '/api/crowdfundings', 200, page({ start_date: 'hier' }))).not.toEqual([]);
    const { time_label: _, ...withoutLabel } = campaign;
    expect(suite.check('get', '/api/crowdfundings/{slug}', 200, withoutLabel)).not.toEqual([]);
  });

  afterAll(() => expect(checked).toBeGreaterThan(50));
});
