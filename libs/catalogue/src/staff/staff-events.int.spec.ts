import sharp from 'sharp';
import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { postMultipart } from '../../../../test/support/multipart';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * The events' staff routes (docs/back-office.md): listed with search, label and period filters,
 * created, changed from a version, audited; dates, authors and posters checked in French; a second
 * editor saving from the same version gets the 409; the public agenda shows the change.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/events', 200],
  ['post', '/api/staff/events', 201],
  ['get', '/api/staff/events/{id}', 200],
  ['patch', '/api/staff/events/{id}', 200],
];

describe('catalogue staff routes: events', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;
  let reader: string;
  let labelId: number;
  let labelSlug: string;
  let authorIds: number[];
  let UPLOADED: string;
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    staff = (await loggedInUser(suite.api, { staff: true })).access;
    reader = (await loggedInUser(suite.api)).access;
    [{ id: labelId, slug: labelSlug }] = await sql<{ id: number; slug: string }>('SELECT id, slug FROM labels ORDER BY position, id LIMIT 1');
    authorIds = (await sql<{ id: number }>('SELECT id FROM authors WHERE label_id = $1 ORDER BY id LIMIT 2', [labelId])).map((a) => a.id);
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#7a3b69' } })
      .png()
      .toBuffer();
    UPLOADED = ((await postMultipart(suite.api, '/api/staff/images/', { file: { name: 'affiche.png', bytes: png, type: 'image/png' }, token: staff })).body as { url: string }).url;
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/staff/events/'],
      ['post', '/api/staff/events/'],
      ['get', '/api/staff/events/1/'],
      ['patch', '/api/staff/events/1/'],
    ];
    for (const [method, path] of calls) {
      const anonymous = method === 'get' ? await suite.api.get(path) : await (suite.api as any)[method](path, {});
      const asReader = method === 'get' ? await suite.api.get(path, auth(reader)) : await (suite.api as any)[method](path, {}, as(reader));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('created with authors and a poster, listed with filters, changed, audited, shown in the public agenda', async () => {
    const created = await suite.api.post(
      '/api/staff/events/',
      {
        title: 'Rencontre à la Croix-Rousse',
        label: labelId,
        start_date: '2030-06-12T18:30',
        end_date: '2030-06-12T20:00',
        location: 'Librairie du Plateau, Lyon',
        description: '<p>Lecture <em>et</em> dédicaces<script>x()</script></p>',
        poster: UPLOADED,
        authors: [authorIds[1], authorIds[0], authorIds[1]],
      },
      as(staff),
    );
    expectDocumented('post', '/api/staff/events', 201, created);
    const event = created.body;
    expect(event).toMatchObject({
      slug: 'rencontre-a-la-croix-rousse',
      start_date: '2030-06-12T16:30:00.000Z',
      end_date: '2030-06-12T18:00:00.000Z',
      description: '<p>Lecture <em>et</em> dédicaces</p>',
      poster: UPLOADED,
      authors: [...authorIds].sort((a, b) => a - b),
      version: 1,
    });

    const list = await suite.api.get(`/api/staff/events/?search=croix&label=${labelSlug}&period=upcoming`, auth(staff));
    expectDocumented('get', '/api/staff/events', 200, list);
    expect(list.body.results.map((e: { id: number }) => e.id)).toEqual([event.id]);
    expect((await suite.api.get('/api/staff/events/?search=croix&period=past', auth(staff))).body.count).toBe(0);
    expect((await suite.api.get('/api/staff/events/?period=demain', auth(staff))).status).toBe(400);
    expectDocumented('get', '/api/staff/events/{id}', 200, await suite.api.get(`/api/staff/events/${event.id}/`, auth(staff)));

    const changed = await suite.api.patch(`/api/staff/events/${event.id}/`, { version: 1, title: 'Rencontre au Plateau', authors: [authorIds[0]], poster: null }, as(staff));
    expectDocumented('patch', '/api/staff/events/{id}', 200, changed);
    expect(changed.body).toMatchObject({ title: 'Rencontre au Plateau', authors: [authorIds[0]], poster: '/media/events/rencontre-a-la-croix-rousse/poster.svg', version: 2 });

    const agenda = await suite.api.get(`/api/events/?label=${labelSlug}&limit=100`);
    const shown = agenda.body.results.find((e: { id: number }) => e.id === event.id);
    expect(shown).toMatchObject({ title: 'Rencontre au Plateau', location: 'Librairie du Plateau, Lyon' });
    expect(shown.authors.map((a: { id: number }) => a.id)).toEqual([authorIds[0]]);

    const audit = await suite.api.get(`/api/staff/audit/?entity=event&entity_id=${event.id}`, auth(staff));
    expect(audit.body.count).toBe(2);
    expect(audit.body.results[0]).toMatchObject({
      action: 'updated',
      changes: { title: { from: 'Rencontre à la Croix-Rousse', to: 'Rencontre au Plateau' }, authors: { to: [authorIds[0]] } },
    });
  });

  it('an end before the start, unknown authors, an unknown poster, missing fields refused in French; 409 for a second editor', async () => {
    const base = { title: 'Salon', label: labelId, start_date: '2030-01-10T10:00:00+01:00', end_date: '2030-01-10T18:00:00+01:00' };
    const post = (body: object) => suite.api.post('/api/staff/events/', { ...base, ...body }, as(staff));
    expect(await post({ end_date: '2030-01-10T09:00:00+01:00' })).toMatchObject({ status: 400, body: { end_date: ['La fin doit venir après le début.'] } });
    expect(await post({ authors: [2_000_000] })).toMatchObject({ status: 400, body: { authors: ['Auteur·ice inconnu·e : 2000000.'] } });
    expect(await post({ poster: '/media/uploads/3f1c2a9e-8d7b-4c1e-9f2a-1b2c3d4e5f60.webp' })).toMatchObject({
      status: 400,
      body: { poster: ['Image inconnue : envoyez-la d’abord.'] },
    });
    expect(await suite.api.post('/api/staff/events/', { title: 'x', label: labelId }, as(staff))).toMatchObject({
      status: 400,
      body: { start_date: ['Ce champ est obligatoire.'], end_date: ['Ce champ est obligatoire.'] },
    });
    expect((await post({ start_date: 'demain' })).body.start_date[0]).toMatch(/^La date et l’heure n’ont pas le bon format/);

    const event = (await post({})).body;
    expect((await suite.api.patch(`/api/staff/events/${event.id}/`, { version: 1, end_date: '2030-01-09T10:00' }, as(staff))).body).toEqual({
      end_date: ['La fin doit venir après le début.'],
    });
    const [first, second] = await Promise.all([
      suite.api.patch(`/api/staff/events/${event.id}/`, { version: 1, title: 'Premier' }, as(staff)),
      suite.api.patch(`/api/staff/events/${event.id}/`, { version: 1, title: 'Second' }, as(staff)),
    ]);
    const [won, lost] = first.status === 200 ? [first, second] : [second, first];
    expect(lost.status).toBe(409);
    expect(lost.body.current).toEqual(won.body);
  });
});
