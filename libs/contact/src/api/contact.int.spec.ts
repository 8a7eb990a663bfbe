import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { type FilePart, postMultipart } from '../../../../test/support/multipart';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const EDITORS = 'comite-lecture@exemplaire.test';
const unique = (tag: string) => `test:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}:${tag}`;

/** The smallest files each format's sniffing accepts (what a real file starts with). */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(2048, 0x20)]);
const ODT = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text'), Buffer.alloc(64)]);
const DOCX = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('[Content_Types].xml ... word/document.xml ...'), Buffer.alloc(64)]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512)]);

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** A browser's multipart post: the anti-forgery cookie and header as the SPA sends them (unless `csrf: false`). */
const postForm = (api: TestApi, path: string, fields: Record<string, string>, file?: FilePart, csrf = true): Promise<Answer> => postMultipart(api, path, { fields, file, csrf });

/** A hand-made body with its content type, as a broken client would send it (anti-forgery included). */
async function postRaw(api: TestApi, path: string, contentType: string, body: string): Promise<Answer> {
  const res = await fetch(`${api.baseUrl}/health`);
  await res.text();
  const token = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('csrftoken='))!
    .split(';')[0]
    .slice('csrftoken='.length);
  const sent = await fetch(api.baseUrl + path, { method: 'POST', headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token, 'content-type': contentType }, body });
  const text = await sent.text();
  return { status: sent.status, headers: sent.headers, body: text ? JSON.parse(text) : null };
}

const project = { name: 'Camille Martin', email: 'camille.martin@exemple.fr', title: 'Les marées de septembre', summary: 'Un roman choral\nsur une île bretonne.' };

describe('contact and project submissions: validated, stored with their mail in one transaction, rate limited', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let worker: TestWorker;
  let api: TestApi;
  const sql = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('contact'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl, publicUrl: 'http://boutique.test' });
    api = await startTestApi({ databaseUrl: database.url }, { contact: { contactEmail: EDITORS, rateLimit: { keyPrefix: unique('contact'), maxPerWindow: 100 } } });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    await catcher?.close();
    await database?.drop();
  });

  describe('POST api/contact/', () => {
    it('answers every missing or wrong field at once, in French, and stores nothing', async () => {
      const [{ count: before }] = await sql('SELECT count(*)::int AS count FROM contact_messages');
      const empty = await api.post('/api/contact/', { name: '  ', email: '', message: '' });
      expect(empty).toMatchObject({
        status: 400,
        body: { name: ['Veuillez indiquer votre nom.'], email: ["L'adresse e-mail est requise."], message: ['Veuillez écrire votre message.'] },
      });
      const wrong = await api.post('/api/contact/', { name: 'A'.repeat(151), email: 'pas-une-adresse', subject: 'x'.repeat(201), message: 'm'.repeat(5001) });
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          name: ['Ce champ ne doit pas dépasser 150 caractères.'],
          email: ["L'adresse courriel fournie n'est pas valide"],
          subject: ['Ce champ ne doit pas dépasser 200 caractères.'],
          message: ['Ce champ ne doit pas dépasser 5000 caractères.'],
        },
      });
      expect((await api.post('/api/contact/', { name: 'Lou', email: 'lou@exemple.fr', message: 'Bonjour', label: 'pas-une-collection' })).body).toEqual({
        label: ["Cette collection n'existe pas."],
      });
      const [{ count: after }] = await sql('SELECT count(*)::int AS count FROM contact_messages');
      expect(after).toBe(before);
    });

    it('stores the message with the outbox row of the mail to the editorial team, which the worker sends', async () => {
      // given a visitor of the second label writing to the team
      const [label] = await sql<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM labels WHERE id <> 1 ORDER BY id LIMIT 1');
      const message = 'Bonjour,\nje cherche un livre dédicacé <b>pour Noël</b>.';
      const sent = await api.post('/api/contact/', { name: ' Lou Garnier ', email: 'Lou.Garnier@Exemple.fr', subject: 'Dédicace', message, label: label.slug });
      // then 201 and the contract's message
      expect(sent).toMatchObject({ status: 201, body: { detail: 'Votre message a bien été envoyé.' } });
      // and the row and its mail's outbox row exist, tied together
      const [row] = await sql('SELECT * FROM contact_messages WHERE email = $1', ['lou.garnier@exemple.fr']);
      expect(row).toMatchObject({ label_id: label.id, name: 'Lou Garnier', subject: 'Dédicace', message, client_ip: '127.0.0.1' });
      const [outbox] = await sql('SELECT * FROM outbox WHERE correlation_id = $1', [`contact-message:${row.id}`]);
      expect(outbox.payload).toEqual({
        type: 'contact-message',
        to: EDITORS,
        labelId: label.id,
        messageId: String(row.id),
        name: 'Lou Garnier',
        email: 'lou.garnier@exemple.fr',
        subject: 'Dédicace',
        message,
      });
      // and the worker mails it to CONTACT_EMAIL, escaped, with a reply link
      const mail = await catcher.waitFor((m) => m.to.includes(EDITORS) && m.subject.includes('Lou Garnier'), 20_000);
      expect(mail.subject).toBe(`Message de Lou Garnier\u00a0: Dédicace – ${label.name}`);
      expect(mail.text).toContain('> je cherche un livre dédicacé <b>pour Noël</b>.');
      expect(mail.html).toContain('&lt;b&gt;pour Noël&lt;/b&gt;');
      expect(mail.html).toContain('href="mailto:lou.garnier@exemple.fr?subject=Re%3A%20D%C3%A9dicace"');
    });

    it('writes neither the message nor its mail when the transaction fails', async () => {
      // given an outbox that refuses the contact mail
      await sql(`CREATE FUNCTION refuse_contact_mail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.payload->>'type' = 'contact-message' THEN RAISE EXCEPTION 'outbox en panne'; END IF; RETURN NEW; END $$`);
      await sql('CREATE TRIGGER refuse_contact_mail BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_contact_mail()');
      try {
        const sent = await api.post('/api/contact/', { name: 'Perdu', email: 'perdu@exemple.fr', message: 'Ce message ne doit pas rester seul.' });
        expect(sent.status).toBe(500);
        expect(await sql('SELECT id FROM contact_messages WHERE email = $1', ['perdu@exemple.fr'])).toEqual([]);
      } finally {
        await sql('DROP TRIGGER refuse_contact_mail ON outbox; DROP FUNCTION refuse_contact_mail();');
      }
    });

    it('needs the anti-forgery header like every unsafe call', async () => {
      expect((await api.post('/api/contact/', { name: 'Lou', email: 'lou@exemple.fr', message: 'Bonjour' }, { csrf: false })).status).toBe(403);
    });
  });

  describe('POST api/project-submissions/', () => {
    it('stores a manuscript of each accepted type, by its bytes, with the mail to the team', async () => {
      for (const [name, bytes, type] of [
        ['manuscrit.pdf', PDF, 'application/pdf'],
        ['manuscrit.odt', ODT, 'application/vnd.oasis.opendocument.text'],
        ['Manuscrit.DOCX', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['manuscrit.doc', DOC, 'application/msword'],
      ] as const) {
        const email = `auteur-${name.toLowerCase().replace(/\W/g, '-')}@exemple.fr`;
        const sent = await postForm(api, '/api/project-submissions/', { ...project, email }, { name, bytes, type: 'text/plain' });
        expect(sent).toMatchObject({ status: 201, body: { detail: 'Votre projet a bien été envoyé.' } });
        const [row] = await sql('SELECT * FROM project_submissions WHERE email = $1', [email]);
        expect(row).toMatchObject({ title: project.title, summary: project.summary, file_name: name, file_type: type, file_size: bytes.length, label_id: 1 });
        expect(Buffer.compare(row.file_data, bytes)).toBe(0);
        const [outbox] = await sql('SELECT payload FROM outbox WHERE correlation_id = $1', [`project-submission:${row.id}`]);
        expect(outbox.payload).toMatchObject({
          type: 'project-submission',
          to: EDITORS,
          submissionId: String(row.id),
          title: project.title,
          file: { name, type, size: bytes.length },
        });
      }
      const mail = await catcher.waitFor((m) => m.to.includes(EDITORS) && m.subject.startsWith('Projet soumis'), 20_000);
      expect(mail.subject).toContain('Les marées de septembre');
      expect(mail.text).toMatch(/Fichier joint\u00a0: (?:M|m)anuscrit\.\w+ \(\d+ Ko\)/);
    });

    it('accepts a project without a file, as multipart or JSON', async () => {
      expect((await postForm(api, '/api/project-submissions/', { ...project, email: 'sans-fichier@exemple.fr' })).status).toBe(201);
      expect((await api.post('/api/project-submissions/', { ...project, email: 'json@exemple.fr' })).status).toBe(201);
      const rows = await sql('SELECT file_name, file_data FROM project_submissions WHERE email IN ($1, $2)', ['sans-fichier@exemple.fr', 'json@exemple.fr']);
      expect(rows).toEqual([
        { file_name: null, file_data: null },
        { file_name: null, file_data: null },
      ]);
    });

    it('refuses a file whose bytes are not what its name says', async () => {
      const typeError = { file: ['Le fichier doit être un document PDF, ODT, DOC ou DOCX.'] };
      const image = await postForm(api, '/api/project-submissions/', { ...project, email: 'image@exemple.fr' }, { name: 'manuscrit.pdf', bytes: PNG, type: 'application/pdf' });
      expect(image).toMatchObject({ status: 400, body: typeError });
      const renamed = await postForm(api, '/api/project-submissions/', { ...project, email: 'renomme@exemple.fr' }, { name: 'manuscrit.docx', bytes: PDF });
      expect(renamed).toMatchObject({ status: 400, body: typeError });
      const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200)]);
      expect((await postForm(api, '/api/project-submissions/', { ...project, email: 'zip@exemple.fr' }, { name: 'manuscrit.docx', bytes: zip })).body).toEqual(typeError);
      expect((await postForm(api, '/api/project-submissions/', { ...project, email: 'exe@exemple.fr' }, { name: 'manuscrit.exe', bytes: PDF })).body).toEqual(typeError);
      expect(await sql(`SELECT id FROM project_submissions WHERE email IN ('image@exemple.fr', 'renomme@exemple.fr', 'zip@exemple.fr', 'exe@exemple.fr')`)).toEqual([]);
    });

    it('refuses a file over 10 MB with a French message, with the other fields’ errors, and stores nothing', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
      const tooLarge = await postForm(api, '/api/project-submissions/', { ...project, email: 'gros@exemple.fr' }, { name: 'gros.pdf', bytes: big });
      expect(tooLarge).toMatchObject({ status: 400, body: { file: ['Le fichier ne doit pas dépasser 10 Mo.'] } });
      const andMore = await postForm(api, '/api/project-submissions/', { name: '', email: 'gros@exemple.fr', title: '', summary: 'x' }, { name: 'gros.pdf', bytes: big });
      expect(andMore.body).toEqual({
        name: ['Veuillez indiquer votre nom.'],
        title: ['Veuillez indiquer le titre de votre projet.'],
        file: ['Le fichier ne doit pas dépasser 10 Mo.'],
      });
      // exactly 10 MB is accepted
      const limit = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x20)]);
      expect((await postForm(api, '/api/project-submissions/', { ...project, email: 'limite@exemple.fr' }, { name: 'limite.pdf', bytes: limit })).status).toBe(201);
      expect(await sql('SELECT id FROM project_submissions WHERE email = $1', ['gros@exemple.fr'])).toEqual([]);
    });

    it('answers a body that is no readable form with a French 400, never a 500, and stores nothing', async () => {
      const unreadable = { status: 400, body: { detail: "Le formulaire envoyé n'a pas pu être lu. Veuillez réessayer." } };
      const part = (name: string, value: string) => `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const whole =
        Object.entries({ ...project, email: 'illisible@exemple.fr' })
          .map(([k, v]) => part(k, v))
          .join('') + '--XX--\r\n';
      // regression: no boundary, or a body cut before its closing boundary, answered 500
      expect(await postRaw(api, '/api/project-submissions/', 'multipart/form-data', whole)).toMatchObject(unreadable);
      expect(await postRaw(api, '/api/project-submissions/', 'multipart/form-data; boundary=XX', whole.slice(0, -20))).toMatchObject(unreadable);
      expect(await postRaw(api, '/api/project-submissions/', 'multipart/form-data; boundary=XX', 'pas un formulaire')).toMatchObject(unreadable);
      expect(await postRaw(api, '/api/project-submissions/', 'multipart/form-data; boundary=XX', part('constructor', 'x') + whole)).toMatchObject(unreadable);
      // the same form, whole, is accepted
      expect((await postRaw(api, '/api/project-submissions/', 'multipart/form-data; boundary=XX', whole)).status).toBe(201);
      expect(await sql('SELECT count(*)::int AS count FROM project_submissions WHERE email = $1', ['illisible@exemple.fr'])).toEqual([{ count: 1 }]);
    });

    it('refuses in a form what the input guard refuses in JSON, and a label past int4', async () => {
      const withNul = await postForm(api, '/api/project-submissions/', { ...project, email: 'nul@exemple.fr', title: 'Titre\u0000caché' });
      expect(withNul).toMatchObject({ status: 400, body: { title: ['Les caractères null ne sont pas autorisés.'] } });
      const farLabel = await postForm(api, '/api/project-submissions/', { ...project, email: 'loin@exemple.fr', label: '99999999999' });
      expect(farLabel).toMatchObject({ status: 400, body: { label: ["Cette collection n'existe pas."] } });
      expect((await api.post('/api/contact/', { name: 'Lou', email: 'lou@exemple.fr', message: 'Bonjour', label: 2147483648 })).body).toEqual({
        label: ["Cette collection n'existe pas."],
      });
      expect((await api.post('/api/project-submissions/', [project])).body).toEqual({ non_field_errors: ['Données invalides. Un objet JSON est attendu.'] });
      expect(await sql(`SELECT id FROM project_submissions WHERE email IN ('nul@exemple.fr', 'loin@exemple.fr')`)).toEqual([]);
    });

    it('validates the fields in French and needs the anti-forgery header', async () => {
      const empty = await postForm(api, '/api/project-submissions/', { email: 'pas une adresse' });
      expect(empty).toMatchObject({
        status: 400,
        body: {
          name: ['Veuillez indiquer votre nom.'],
          email: ["L'adresse courriel fournie n'est pas valide"],
          title: ['Veuillez indiquer le titre de votre projet.'],
          summary: ['Veuillez présenter votre projet en quelques lignes.'],
        },
      });
      expect((await postForm(api, '/api/project-submissions/', project, { name: 'a.pdf', bytes: PDF }, false)).status).toBe(403);
    });
  });

  it('answers 429 in French once a client IP has sent its allowance, per form', async () => {
    // given an API allowing two messages per IP and per form
    const limited = await startTestApi({ databaseUrl: database.url }, { contact: { contactEmail: EDITORS, rateLimit: { keyPrefix: unique('limit'), maxPerWindow: 2 } } });
    try {
      const message = { name: 'Lou', email: 'lou.limite@exemple.fr', message: 'Bonjour' };
      // an invalid form does not count
      expect((await limited.post('/api/contact/', { ...message, message: '' })).status).toBe(400);
      expect((await limited.post('/api/contact/', message)).status).toBe(201);
      expect((await limited.post('/api/contact/', message)).status).toBe(201);
      // when a third one comes
      const third = await limited.post('/api/contact/', message);
      // then 429 with a French detail and Retry-After, and nothing stored
      expect(third.status).toBe(429);
      expect(third.body.detail).toMatch(/^Vous avez envoyé trop de messages depuis cette connexion\. Veuillez réessayer dans \d+ minutes?\.$/);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await sql('SELECT count(*)::int AS count FROM contact_messages WHERE email = $1', [message.email])).toEqual([{ count: 2 }]);
      // and project submissions are counted apart
      expect((await limited.post('/api/project-submissions/', { ...project, email: 'lou.limite@exemple.fr' })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
