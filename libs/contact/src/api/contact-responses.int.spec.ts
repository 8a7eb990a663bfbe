import { loggedInUser, uniqueEmail } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { type FilePart, postMultipart } from '../../../../test/support/multipart';
import type { JsonResponse, ServedApi } from '../../../../test/support/api-client';

/**
 * The success answers of the contact forms and of the staff inbox are what the OpenAPI document
 * says, key for key (unknown keys refused); the manuscript comes as one of the documented types.
 */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(1024, 0x20)]);

const OPERATIONS: DocumentedOperation[] = [
  ['post', '/api/contact', 201],
  ['post', '/api/project-submissions', 201],
  ['get', '/api/staff/contact-messages', 200],
  ['get', '/api/staff/project-submissions', 200],
  ['get', '/api/staff/project-submissions/{id}/file', 200, 'file'],
];

/** A visitor's multipart post, with the anti-forgery cookie and header as the SPA sends them. */
const postForm = (api: ServedApi, path: string, fields: Record<string, string>, file: FilePart): Promise<JsonResponse> => postMultipart(api, path, { fields, file });

describe('contact forms and staff inbox: every success answer as the OpenAPI document describes it', () => {
  const suite = conformanceSuite({}, { contact: { rateLimit: { keyPrefix: `test:${process.pid}:${Date.now()}:contact-responses`, maxPerWindow: 100 } } });
  const { expectDocumented } = suite;
  let staff: string;

  beforeAll(async () => {
    staff = (await loggedInUser(suite.api, { staff: true })).access;
  });

  const staffGet = (path: string) => suite.api.get(path, { headers: { authorization: `Bearer ${staff}` } });

  it('documents a typed success answer, a French tag and a summary on every operation', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('contact messages: sent (with and without subject), then read by staff page by page', async () => {
    expectDocumented(
      'post',
      '/api/contact',
      201,
      await suite.api.post('/api/contact/', { name: 'Lou Garnier', email: uniqueEmail('contact'), subject: 'Dédicace', message: 'Bonjour,\nun livre dédicacé ?' }),
    );
    expectDocumented(
      'post',
      '/api/contact',
      201,
      await suite.api.post('/api/contact/', { name: 'Noé Petit', email: uniqueEmail('contact'), message: 'Une question', label: 'queer-romance' }),
    );
    const first = await staffGet('/api/staff/contact-messages/?limit=1');
    expectDocumented('get', '/api/staff/contact-messages', 200, first);
    expect(first.body.next).toEqual(expect.any(String));
    expectDocumented('get', '/api/staff/contact-messages', 200, await staffGet('/api/staff/contact-messages/?limit=1&offset=1'));
    expectDocumented('get', '/api/staff/contact-messages', 200, await staffGet('/api/staff/contact-messages/'));
  });

  it('project submissions: with a manuscript (multipart) and without (JSON), listed, the file downloaded as a documented type', async () => {
    const project = { name: 'Camille Martin', title: 'Les marées de septembre', summary: 'Un roman choral\nsur une île bretonne.' };
    const withFile = uniqueEmail('manuscrit');
    expectDocumented(
      'post',
      '/api/project-submissions',
      201,
      await postForm(suite.api, '/api/project-submissions/', { ...project, email: withFile }, { name: 'Les marées.pdf', bytes: PDF }),
    );
    expectDocumented(
      'post',
      '/api/project-submissions',
      201,
      await suite.api.post('/api/project-submissions/', { ...project, email: uniqueEmail('sans-fichier'), title: 'Sans manuscrit' }),
    );
    const page = await staffGet('/api/staff/project-submissions/?limit=2');
    expectDocumented('get', '/api/staff/project-submissions', 200, page);
    // Both shapes of a submission: without a file (file and file_url null), then with one.
    expect(page.body.results.map((s: { file: unknown }) => s.file === null)).toEqual([true, false]);

    const [{ id }] = await sql<{ id: string }>('SELECT id FROM project_submissions WHERE email = $1', [withFile]);
    const res = await fetch(`${suite.api.baseUrl}/api/staff/project-submissions/${id}/file/`, { headers: { authorization: `Bearer ${staff}` } });
    expect(res.status).toBe(200);
    const documented = Object.keys(suite.document.paths['/api/staff/project-submissions/{id}/file'].get.responses['200'].content);
    expect(documented).toContain(res.headers.get('content-type'));
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), PDF)).toBe(0);
  });

  it('fails a body with a key the document does not describe', async () => {
    const page = (await staffGet('/api/staff/project-submissions/?limit=1')).body;
    expect(suite.check('get', '/api/staff/project-submissions', 200, page)).toEqual([]);
    const [submission] = page.results;
    expect(suite.check('get', '/api/staff/project-submissions', 200, { ...page, results: [{ ...submission, client_ip: '127.0.0.1' }] }).join()).toContain('client_ip');
    expect(
      suite
        .check('get', '/api/staff/project-submissions', 200, { ...page, results: [{ ...submission, file: { name: 'a.pdf', size: 1, type: 'application/pdf', data: '' } }] })
        .join(),
    ).toContain('data');
    expect(suite.check('post', '/api/contact', 201, { detail: 'ok', id: 3 }).join()).toContain('id');
  });
});
