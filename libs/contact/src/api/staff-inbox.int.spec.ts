import { loggedInUser, uniqueEmail } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { type FilePart, postMultipart } from '../../../../test/support/multipart';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(1024, 0x20)]);

/** A visitor's multipart post, with the anti-forgery cookie and header as the SPA sends them. */
const postForm = (api: TestApi, path: string, fields: Record<string, string>, file?: FilePart) => postMultipart(api, path, { fields, file });

describe('staff read what visitors sent: contact messages, project submissions and manuscripts', () => {
  let api: TestApi;
  let staff: string;
  let reader: string;

  beforeAll(async () => {
    api = await startTestApi({}, { contact: { rateLimit: { keyPrefix: `test:${process.pid}:${Date.now()}:inbox`, maxPerWindow: 100 } } });
    staff = (await loggedInUser(api, { staff: true })).access;
    reader = (await loggedInUser(api)).access;
  });

  afterAll(async () => {
    await api?.close();
  });

  it('lists the contact messages newest first, as DRF pages, to staff only', async () => {
    // given two messages sent one after the other
    const first = uniqueEmail('premier');
    const second = uniqueEmail('second');
    expect((await api.post('/api/contact/', { name: 'Lou Garnier', email: first, subject: 'Dédicace', message: 'Bonjour,\nun livre dédicacé ?' })).status).toBe(201);
    expect((await api.post('/api/contact/', { name: 'Noé Petit', email: second, message: 'Une question' })).status).toBe(201);
    // when staff read the list
    const page = await api.get('/api/staff/contact-messages/?limit=2', { headers: { authorization: `Bearer ${staff}` } });
    // then the newest comes first, with everything the visitor wrote
    expect(page.status).toBe(200);
    const [{ count }] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM contact_messages');
    expect(page.body).toMatchObject({ count, previous: null });
    expect(page.body.results.map((m: { email: string }) => m.email)).toEqual([second, first]);
    expect(page.body.results[1]).toEqual({
      id: expect.any(Number),
      label: 1,
      name: 'Lou Garnier',
      email: first,
      subject: 'Dédicace',
      message: 'Bonjour,\nun livre dédicacé ?',
      created_at: expect.any(String),
    });
    expect(page.body.results[1]).not.toHaveProperty('client_ip');
    // and the next page follows
    if (count > 2) expect(page.body.next).toMatch(/\/api\/staff\/contact-messages\/\?limit=2&offset=2$/);
    // a reader is refused, an anonymous visitor must log in
    expect(await api.get('/api/staff/contact-messages/', { headers: { authorization: `Bearer ${reader}` } })).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
    expect((await api.get('/api/staff/contact-messages/')).status).toBe(401);
    expect((await api.get('/api/staff/contact-messages/?limit=abc', { headers: { authorization: `Bearer ${staff}` } })).status).toBe(400);
    for (const query of ['ordering=__proto__', 'ordering=constructor', 'offset=99999999999999999999']) {
      expect((await api.get(`/api/staff/contact-messages/?${query}`, { headers: { authorization: `Bearer ${staff}` } })).status).toBe(400);
    }
  });

  it('lists the project submissions without the file bytes, and answers the manuscript as a download to staff only', async () => {
    // given a project with a manuscript, then one without
    const withFile = uniqueEmail('manuscrit');
    const without = uniqueEmail('sans-fichier');
    const project = { name: 'Camille Martin', title: 'Les marées de septembre', summary: 'Un roman choral\nsur une île bretonne.' };
    expect((await postForm(api, '/api/project-submissions/', { ...project, email: withFile }, { name: 'Les marées.pdf', bytes: PDF })).status).toBe(201);
    expect((await api.post('/api/project-submissions/', { ...project, email: without, title: 'Sans manuscrit' })).status).toBe(201);
    const [{ id }] = await sql<{ id: string }>('SELECT id FROM project_submissions WHERE email = $1', [withFile]);
    // when staff read the list
    const page = await api.get('/api/staff/project-submissions/?limit=2', { headers: { authorization: `Bearer ${staff}` } });
    // then the newest comes first; the manuscript is described, never sent
    expect(page.status).toBe(200);
    expect(page.body.results.map((s: { email: string }) => s.email)).toEqual([without, withFile]);
    expect(page.body.results[0]).toMatchObject({ title: 'Sans manuscrit', file: null, file_url: null });
    expect(page.body.results[1]).toEqual({
      id: Number(id),
      label: 1,
      name: 'Camille Martin',
      email: withFile,
      title: 'Les marées de septembre',
      summary: 'Un roman choral\nsur une île bretonne.',
      file: { name: 'Les marées.pdf', size: PDF.length, type: 'application/pdf' },
      file_url: `/api/staff/project-submissions/${id}/file/`,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(page.body)).not.toContain('%PDF');

    // when staff download the manuscript
    const res = await fetch(`${api.baseUrl}/api/staff/project-submissions/${id}/file/`, { headers: { authorization: `Bearer ${staff}` } });
    // then the bytes come as sent, as an attachment the browser never sniffs
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), PDF)).toBe(0);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Les marees.pdf"; filename*=UTF-8''Les%20mar%C3%A9es.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    // a submission without a file, an unknown one or a malformed id: 404
    const [{ id: bare }] = await sql<{ id: string }>('SELECT id FROM project_submissions WHERE email = $1', [without]);
    for (const path of [`${bare}/file/`, '999999999/file/', 'abc/file/', '0/file/', '9999999999999999999999/file/']) {
      expect(await api.get(`/api/staff/project-submissions/${path}`, { headers: { authorization: `Bearer ${staff}` } })).toMatchObject({
        status: 404,
        body: { detail: 'Pas trouvé.' },
      });
    }
    // a reader is refused, an anonymous visitor must log in
    for (const path of ['', `${id}/file/`]) {
      expect((await api.get(`/api/staff/project-submissions/${path}`, { headers: { authorization: `Bearer ${reader}` } })).status).toBe(403);
      expect((await api.get(`/api/staff/project-submissions/${path}`)).status).toBe(401);
    }
  });
});
