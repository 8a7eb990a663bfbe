import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * The campaigns' news and FAQ staff routes (docs/back-office.md): listed per campaign, created,
 * changed from a version, deleted, audited; bad input refused in French; a second editor saving from
 * the same version gets the 409; the public campaign shows the change.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/campaigns/{id}/news', 200],
  ['post', '/api/staff/campaigns/{id}/news', 201],
  ['get', '/api/staff/news/{id}', 200],
  ['patch', '/api/staff/news/{id}', 200],
  ['delete', '/api/staff/news/{id}', 204],
  ['get', '/api/staff/campaigns/{id}/faqs', 200],
  ['post', '/api/staff/campaigns/{id}/faqs', 201],
  ['get', '/api/staff/faqs/{id}', 200],
  ['patch', '/api/staff/faqs/{id}', 200],
  ['delete', '/api/staff/faqs/{id}', 204],
];

describe('crowdfunding staff routes: news and FAQ', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;
  let staffId: number;
  let reader: string;
  let campaign: { id: number; slug: string };
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    const s = await loggedInUser(suite.api, { staff: true });
    staff = s.access;
    staffId = s.id;
    reader = (await loggedInUser(suite.api)).access;
    [campaign] = await sql<{ id: number; slug: string }>('SELECT id, slug FROM crowdfundings WHERE public ORDER BY id LIMIT 1');
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const calls: [string, string][] = [
      ['get', `/api/staff/campaigns/${campaign.id}/news/`],
      ['post', `/api/staff/campaigns/${campaign.id}/news/`],
      ['get', '/api/staff/news/1/'],
      ['patch', '/api/staff/news/1/'],
      ['delete', '/api/staff/news/1/?version=1'],
      ['get', `/api/staff/campaigns/${campaign.id}/faqs/`],
      ['post', `/api/staff/campaigns/${campaign.id}/faqs/`],
      ['get', '/api/staff/faqs/1/'],
      ['patch', '/api/staff/faqs/1/'],
      ['delete', '/api/staff/faqs/1/?version=1'],
    ];
    for (const [method, path] of calls) {
      const anonymous = method === 'get' ? await suite.api.get(path) : await (suite.api as any)[method](path, {});
      const asReader = method === 'get' ? await suite.api.get(path, auth(reader)) : await (suite.api as any)[method](path, {}, as(reader));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('news: posted with sanitised content, listed, read, changed, audited, shown on the public campaign, deleted', async () => {
    const created = await suite.api.post(
      `/api/staff/campaigns/${campaign.id}/news/`,
      { subject: 'Le livre part chez l’imprimeur', date: '2026-03-02T09:30', content: '<p>Bonne <strong>nouvelle</strong><script>alert(1)</script></p>' },
      as(staff),
    );
    expectDocumented('post', '/api/staff/campaigns/{id}/news', 201, created);
    const news = created.body;
    // A date without offset is Paris time (UTC+1 in March).
    expect(news).toMatchObject({
      campaign: campaign.id,
      subject: 'Le livre part chez l’imprimeur',
      date: '2026-03-02T08:30:00.000Z',
      content: '<p>Bonne <strong>nouvelle</strong></p>',
      version: 1,
    });

    // Words of this subject only: the back office's browser suite posts its own news on the same campaign.
    const list = await suite.api.get(`/api/staff/campaigns/${campaign.id}/news/?search=${encodeURIComponent('livre part chez')}`, auth(staff));
    expectDocumented('get', '/api/staff/campaigns/{id}/news', 200, list);
    expect(list.body.results.map((n: { id: number }) => n.id)).toEqual([news.id]);
    expect((await suite.api.get('/api/staff/campaigns/2147483647/news/', auth(staff))).status).toBe(404);
    expectDocumented('get', '/api/staff/news/{id}', 200, await suite.api.get(`/api/staff/news/${news.id}/`, auth(staff)));

    const changed = await suite.api.patch(`/api/staff/news/${news.id}/`, { version: 1, subject: 'Chez l’imprimeur', date: '2026-03-03T10:00:00Z' }, as(staff));
    expectDocumented('patch', '/api/staff/news/{id}', 200, changed);
    expect(changed.body).toMatchObject({ subject: 'Chez l’imprimeur', date: '2026-03-03T10:00:00.000Z', version: 2 });

    const page = await suite.api.get(`/api/crowdfundings/${campaign.slug}/?expand=news`);
    expect(page.body.news).toEqual(
      expect.arrayContaining([{ id: news.id, subject: 'Chez l’imprimeur', date: '2026-03-03T10:00:00.000Z', content: '<p>Bonne <strong>nouvelle</strong></p>' }]),
    );

    const audit = await suite.api.get(`/api/staff/audit/?entity=news&entity_id=${news.id}`, auth(staff));
    expect(audit.body.results[0]).toMatchObject({
      action: 'updated',
      actor: { id: staffId },
      changes: { subject: { from: 'Le livre part chez l’imprimeur', to: 'Chez l’imprimeur' }, date: { from: '2026-03-02T08:30:00.000Z', to: '2026-03-03T10:00:00.000Z' } },
    });
    expect(audit.body.results[1]).toMatchObject({ action: 'created' });

    // A deletion names the version the editor saw: none is 400, an older one 409 with the current record.
    const current = (await suite.api.get(`/api/staff/news/${news.id}/`, auth(staff))).body;
    expect(await suite.api.delete(`/api/staff/news/${news.id}/`, undefined, as(staff))).toMatchObject({
      status: 400,
      body: { version: ['Indiquez la version de la fiche que vous supprimez.'] },
    });
    const stale = await suite.api.delete(`/api/staff/news/${news.id}/?version=${current.version - 1}`, undefined, as(staff));
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/^Cette fiche a été modifiée par quelqu’un d’autre entre-temps/);
    expect(stale.body.current).toEqual(current);
    const deleted = await suite.api.delete(`/api/staff/news/${news.id}/?version=${current.version}`, undefined, as(staff));
    expect(deleted.status).toBe(204);
    expect((await suite.api.get(`/api/staff/news/${news.id}/`, auth(staff))).status).toBe(404);
    expect((await suite.api.delete(`/api/staff/news/${news.id}/?version=${current.version}`, undefined, as(staff))).status).toBe(404);
    const gone = await suite.api.get(`/api/crowdfundings/${campaign.slug}/?expand=news`);
    expect(gone.body.news.map((n: { id: number }) => n.id)).not.toContain(news.id);
    const trail = await suite.api.get(`/api/staff/audit/?entity=news&entity_id=${news.id}`, auth(staff));
    expect(trail.body.results[0]).toMatchObject({ action: 'deleted', changes: { subject: { from: 'Chez l’imprimeur', to: null } } });
  });

  it('news: missing, blank, too long and badly dated fields refused in French; a missing version too', async () => {
    const post = (body: object) => suite.api.post(`/api/staff/campaigns/${campaign.id}/news/`, body, as(staff));
    expect(await post({ content: '<p>x</p>' })).toMatchObject({ status: 400, body: { subject: ['Ce champ est obligatoire.'] } });
    expect(await post({ subject: 'Vide', content: '<script>x()</script>' })).toMatchObject({ status: 400, body: { content: ['Ce champ ne peut être vide.'] } });
    expect(await post({ subject: 'x'.repeat(201), content: '<p>x</p>' })).toMatchObject({
      status: 400,
      body: { subject: ['Assurez-vous que ce champ comporte au plus 200 caractères.'] },
    });
    const badDate = await post({ subject: 'Date', content: '<p>x</p>', date: '2026-02-30T10:00' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.date[0]).toMatch(/^La date et l’heure n’ont pas le bon format/);
    const news = (await post({ subject: 'Sans version', content: '<p>x</p>' })).body;
    expect(await suite.api.patch(`/api/staff/news/${news.id}/`, { subject: 'B' }, as(staff))).toMatchObject({
      status: 400,
      body: { version: ['Indiquez la version de la fiche que vous avez modifiée.'] },
    });
  });

  it('FAQ: added after the others, changed, 409 for the second editor, shown in order on the public campaign, deleted', async () => {
    const created = await suite.api.post(
      `/api/staff/campaigns/${campaign.id}/faqs/`,
      { question: 'Quand recevrai-je mon livre ?', response: '<p>Au <em>printemps</em>.</p><img src=x onerror=alert(1)>' },
      as(staff),
    );
    expectDocumented('post', '/api/staff/campaigns/{id}/faqs', 201, created);
    const faq = created.body;
    expect(faq).toMatchObject({ question: 'Quand recevrai-je mon livre ?', response: '<p>Au <em>printemps</em>.</p>', version: 1 });
    const [{ max }] = await sql<{ max: number }>('SELECT max(position) AS max FROM crowdfunding_faqs WHERE crowdfunding_id = $1', [campaign.id]);
    expect(faq.position).toBe(max);

    const list = await suite.api.get(`/api/staff/campaigns/${campaign.id}/faqs/`, auth(staff));
    expectDocumented('get', '/api/staff/campaigns/{id}/faqs', 200, list);
    expect(list.body.results.at(-1).id).toBe(faq.id);
    expectDocumented('get', '/api/staff/faqs/{id}', 200, await suite.api.get(`/api/staff/faqs/${faq.id}/`, auth(staff)));

    const [first, second] = await Promise.all([
      suite.api.patch(`/api/staff/faqs/${faq.id}/`, { version: 1, position: 0 }, as(staff)),
      suite.api.patch(`/api/staff/faqs/${faq.id}/`, { version: 1, question: 'Autre question ?' }, as(staff)),
    ]);
    const [won, lost] = first.status === 200 ? [first, second] : [second, first];
    expectDocumented('patch', '/api/staff/faqs/{id}', 200, won);
    expect(lost.status).toBe(409);
    expect(lost.body.detail).toMatch(/^Cette fiche a été modifiée par quelqu’un d’autre entre-temps/);
    expect(lost.body.current).toEqual(won.body);

    const moved = await suite.api.patch(`/api/staff/faqs/${faq.id}/`, { version: 2, position: 0, question: 'Quand le recevrai-je ?' }, as(staff));
    expect(moved.body).toMatchObject({ version: 3, position: 0 });
    const page = await suite.api.get(`/api/crowdfundings/${campaign.slug}/?expand=faqs`);
    expect(page.body.faqs.find((f: { id: number }) => f.id === faq.id)).toEqual({ id: faq.id, question: 'Quand le recevrai-je ?', response: '<p>Au <em>printemps</em>.</p>' });

    const audit = await suite.api.get(`/api/staff/audit/?entity=faq&entity_id=${faq.id}`, auth(staff));
    expect(audit.body.count).toBe(3);
    expect(audit.body.results[0].changes.question).toEqual({ from: expect.any(String), to: 'Quand le recevrai-je ?' });

    expect(await suite.api.post(`/api/staff/campaigns/${campaign.id}/faqs/`, { question: 'Q ?', response: '<p>R</p>', position: 10_001 }, as(staff))).toMatchObject({
      status: 400,
      body: { position: ['Assurez-vous que cette valeur est inférieure ou égale à 10000.'] },
    });
    expect(await suite.api.post(`/api/staff/campaigns/${campaign.id}/faqs/`, { question: 'Q ?' }, as(staff))).toMatchObject({
      status: 400,
      body: { response: ['Ce champ est obligatoire.'] },
    });
    expect(await suite.api.delete(`/api/staff/faqs/${faq.id}/`, undefined, as(staff))).toMatchObject({
      status: 400,
      body: { version: ['Indiquez la version de la fiche que vous supprimez.'] },
    });
    const stale = await suite.api.delete(`/api/staff/faqs/${faq.id}/?version=2`, undefined, as(staff));
    expect(stale).toMatchObject({ status: 409, body: { current: { id: faq.id, version: 3, question: 'Quand le recevrai-je ?' } } });
    expect((await suite.api.delete(`/api/staff/faqs/${faq.id}/?version=3`, undefined, as(staff))).status).toBe(204);
    const after = await suite.api.get(`/api/crowdfundings/${campaign.slug}/?expand=faqs`);
    expect(after.body.faqs.map((f: { id: number }) => f.id)).not.toContain(faq.id);
  });
});
