import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { uniqueEmail } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/test-app';
import { createSuiteDatabase, startTestWorker, type SuiteDatabase, type TestWorker } from '../support/worker-harness';

/**
 * The whole path of a new reader, with every real part: the API writes the user and the mail in
 * one transaction, the worker relays the outbox through Redis and BullMQ, renders the French mail
 * and sends it over SMTP to a catcher; the reader follows the link, confirms, logs in, refreshes.
 */
describe('a new reader registers, gets the mail, confirms and logs in', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let worker: TestWorker;
  let api: TestApi;

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('journey'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    const publicUrl = 'http://boutique.test';
    worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl, publicUrl });
    api = await startTestApi({ databaseUrl: database.url, publicUrl });
  });

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    await catcher?.close();
    await database?.drop();
  });

  it('goes from the registration form to a logged-in profile', async () => {
    const email = uniqueEmail('parcours');
    const password = 'lecture-du-soir';

    // Given a visitor who fills the registration form
    const registered = await api.post('/api/users/register/', { email, password, password2: password, subscribed: true, acceptCgu: true, isBookseller: false });
    expect(registered.status).toBe(201);

    // Then the account cannot log in yet
    expect((await api.post('/api/token/', { email, password })).status).toBe(401);

    // When the confirmation mail arrives through the worker and SMTP
    const mail = await catcher.waitFor((m) => m.to.includes(email), 20_000);
    expect(mail.subject).toContain('Confirmez votre adresse');
    const link = new URL(/https?:\/\/boutique\.test\/exemplaire\/confirm\?[^\s"<]+/.exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe(email);

    // And the reader follows its link (the SPA posts what the link carries)
    const confirmed = await api.post('/api/users/confirm/', { email: link.searchParams.get('email'), validation_token: link.searchParams.get('token') });
    expect(confirmed.status).toBe(200);
    // A link works once
    expect((await api.post('/api/users/confirm/', { email, validation_token: link.searchParams.get('token') })).status).toBe(400);

    // Then the reader logs in, refreshes the session and reads the profile
    const tokens = await api.post('/api/token/', { email, password });
    expect(tokens.status).toBe(200);
    const refreshed = await api.post('/api/token/refresh/', { refresh: tokens.body.refresh });
    expect(refreshed.status).toBe(200);
    const profile = await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${refreshed.body.access}` } });
    expect(profile.body).toMatchObject({ email, subscribed: true, isBookseller: false, is_staff: false, bookseller: null });
  });
});
