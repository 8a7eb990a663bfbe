import { parisDay } from '@shop/common';
import { loggedInUser, mailsTo, uniqueEmail } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * The vouchers' staff routes (docs/back-office.md): every voucher searched by code or email and
 * filtered by status; a voucher issued with a code drawn by the server, mailed through the outbox
 * in the same transaction, audited; its expiry and note changed from a version, its value only
 * while unspent; the reader who adds the code sees it.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/vouchers', 200],
  ['post', '/api/staff/vouchers', 201],
  ['get', '/api/staff/vouchers/{id}', 200],
  ['patch', '/api/staff/vouchers/{id}', 200],
];

const inDays = (days: number) => parisDay(new Date(Date.now() + days * 86_400_000));

describe('wallet staff routes: vouchers', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;
  let staffId: number;
  let reader: { access: string; email: string };
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    const s = await loggedInUser(suite.api, { staff: true });
    staff = s.access;
    staffId = s.id;
    reader = await loggedInUser(suite.api);
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/staff/vouchers/'],
      ['post', '/api/staff/vouchers/'],
      ['get', '/api/staff/vouchers/1/'],
      ['patch', '/api/staff/vouchers/1/'],
    ];
    for (const [method, path] of calls) {
      const anonymous = method === 'get' ? await suite.api.get(path) : await (suite.api as any)[method](path, {});
      const asReader = method === 'get' ? await suite.api.get(path, auth(reader.access)) : await (suite.api as any)[method](path, {}, as(reader.access));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('reads a value with a French comma as with a point (« 10,5 » is 10,50 €), and refuses more than two decimals as typed', async () => {
    const issue = (value: unknown) => suite.api.post('/api/staff/vouchers/', { value }, as(staff));
    expect(await issue('10,5')).toMatchObject({ status: 201, body: { value: '10.50', remaining: '10.50' } });
    expect(await issue(' 10.50 ')).toMatchObject({ status: 201, body: { value: '10.50' } });
    expect(await issue(10.5)).toMatchObject({ status: 201, body: { value: '10.50' } });
    // never read as 10,50 € nor 1 €: three decimals are refused, whatever the zeros
    const tooPrecise = { status: 400, body: { value: ["Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."] } };
    expect(await issue('10,500')).toMatchObject(tooPrecise);
    expect(await issue('1,000')).toMatchObject(tooPrecise);
    expect(await issue('1.000,00')).toMatchObject({ status: 400, body: { value: ['La valeur doit être comprise entre 1,00 € et 1 000,00 €.'] } });
  });

  it('issued with a drawn code, mailed through the outbox, audited, searched, changed; the reader adding it sees the change', async () => {
    const to = uniqueEmail('bon');
    const expiry = inDays(60);
    const created = await suite.api.post('/api/staff/vouchers/', { value: '30,00', expiration_date: expiry, email: to.toUpperCase(), note: 'Geste commercial' }, as(staff));
    expectDocumented('post', '/api/staff/vouchers', 201, created);
    const voucher = created.body;
    expect(voucher).toMatchObject({
      value: '30.00',
      remaining: '30.00',
      expiration_date: expiry,
      status: 'usable',
      email: to,
      note: 'Geste commercial',
      issued_by: staffId,
      version: 1,
    });
    expect(voucher.code).toMatch(/^[A-Z0-9]{8}$/);

    const mails = await mailsTo(to);
    expect(mails).toEqual([{ type: 'voucher-issued', to, labelId: expect.any(Number), vouchers: [{ code: voucher.code, value: '30.00', expiresOn: expiry }] }]);

    const byEmail = await suite.api.get(`/api/staff/vouchers/?search=${encodeURIComponent(to)}&status=usable`, auth(staff));
    expectDocumented('get', '/api/staff/vouchers', 200, byEmail);
    expect(byEmail.body.results.map((v: { id: number }) => v.id)).toEqual([voucher.id]);
    const byCode = await suite.api.get(`/api/staff/vouchers/?search=${voucher.code.toLowerCase()}`, auth(staff));
    expect(byCode.body.results.map((v: { id: number }) => v.id)).toEqual([voucher.id]);
    expect((await suite.api.get(`/api/staff/vouchers/?search=${voucher.code}&status=used`, auth(staff))).body.count).toBe(0);
    expect((await suite.api.get('/api/staff/vouchers/?status=perdu', auth(staff))).status).toBe(400);
    expectDocumented('get', '/api/staff/vouchers/{id}', 200, await suite.api.get(`/api/staff/vouchers/${voucher.id}/`, auth(staff)));

    const later = inDays(120);
    const changed = await suite.api.patch(`/api/staff/vouchers/${voucher.id}/`, { version: 1, expiration_date: later, value: 35 }, as(staff));
    expectDocumented('patch', '/api/staff/vouchers/{id}', 200, changed);
    expect(changed.body).toMatchObject({ expiration_date: later, value: '35.00', remaining: '35.00', version: 2 });

    const claimed = await suite.api.post('/api/vouchers/', { code: voucher.code }, as(reader.access));
    expect(claimed.status).toBeLessThan(300);
    const own = await suite.api.get('/api/vouchers/', auth(reader.access));
    expect(own.body.results).toEqual(expect.arrayContaining([expect.objectContaining({ code: voucher.code, value: '35.00', expiration_date: later })]));

    const audit = await suite.api.get(`/api/staff/audit/?entity=voucher&entity_id=${voucher.id}`, auth(staff));
    expect(audit.body.results[0]).toMatchObject({
      action: 'updated',
      actor: { id: staffId },
      changes: { expiration_date: { from: expiry, to: later }, value: { from: '30.00', to: '35.00' } },
    });
    expect(audit.body.results[1]).toMatchObject({ action: 'created', changes: { code: { from: null, to: voucher.code }, email: { from: null, to: to } } });
  });

  it('without an address no mail; bad value, past expiry, bad email refused in French; the value is locked once spent; 409', async () => {
    const plain = await suite.api.post('/api/staff/vouchers/', { value: 10 }, as(staff));
    expect(plain.body).toMatchObject({ value: '10.00', expiration_date: null, email: null, status: 'usable' });
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE payload->'vouchers'->0->>'code' = $1`, [plain.body.code]);
    expect(n).toBe(0);

    const post = (body: object) => suite.api.post('/api/staff/vouchers/', body, as(staff));
    for (const value of [0, '0.99', 1000.01, '12.345', 'trente']) {
      const res = await post({ value });
      expect([value, res.status]).toEqual([value, 400]);
      expect(res.body.value).toHaveLength(1);
    }
    expect((await post({ value: 0 })).body).toEqual({ value: ['La valeur doit être comprise entre 1,00 € et 1 000,00 €.'] });
    expect((await post({})).body).toEqual({ value: ['Ce champ est obligatoire.'] });
    expect((await post({ value: 5, expiration_date: inDays(-1) })).body).toEqual({ expiration_date: ['La date d’expiration ne peut pas être passée.'] });
    expect((await post({ value: 5, expiration_date: '2030-02-30' })).body).toEqual({ expiration_date: ['La date n’a pas le bon format. Utilisez le format AAAA-MM-JJ.'] });
    expect((await post({ value: 5, email: 'pas-une-adresse' })).body).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });
    expect((await post({ value: 5, label: 2_000_000 })).body).toEqual({ label: ['Collection inconnue.'] });

    await sql('UPDATE vouchers SET remaining_cents = 400 WHERE id = $1', [plain.body.id]);
    expect(await suite.api.patch(`/api/staff/vouchers/${plain.body.id}/`, { version: 1, value: 20 }, as(staff))).toMatchObject({
      status: 400,
      body: { value: ['La valeur ne peut plus changer : une partie du bon a déjà été utilisée.'] },
    });
    const noted = await suite.api.patch(`/api/staff/vouchers/${plain.body.id}/`, { version: 1, note: 'Relancé', expiration_date: inDays(10) }, as(staff));
    expect(noted.body).toMatchObject({ note: 'Relancé', remaining: '4.00', value: '10.00', version: 2 });
    const stale = await suite.api.patch(`/api/staff/vouchers/${plain.body.id}/`, { version: 1, note: 'Autre' }, as(staff));
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(noted.body);
    expect((await suite.api.patch(`/api/staff/vouchers/${plain.body.id}/`, { note: 'x' }, as(staff))).body).toEqual({
      version: ['Indiquez la version de la fiche que vous avez modifiée.'],
    });
  });
});
