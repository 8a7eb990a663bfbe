import { createUser, loggedInUser, mailsTo, uniqueEmail } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

/** Accounts tell mail of the addresses users claim (wiring/accounts-mail.ts): a claimed address is mailed again. */
describe('a changed email address lifts its mail suppression', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  const suppress = (email: string) => sql(`INSERT INTO mail_suppressions (email, reason, smtp_code) VALUES (lower($1), '550 5.1.1 Mailbox unknown', 550)`, [email]);
  const suppressed = async (email: string) => (await sql(`SELECT 1 FROM mail_suppressions WHERE email = lower($1)`, [email])).length > 0;

  it('lifts the new address when it is asked for, and again when it is confirmed; the old address stays suppressed', async () => {
    const user = await loggedInUser(api);
    const fresh = uniqueEmail('nouvelle');
    await suppress(user.email);
    await suppress(fresh);

    // when the user asks for the suppressed address (typed in capitals), then its suppression goes with the request
    const asked = await api.patch('/api/users/profile/', { email: fresh.toUpperCase() }, { token: user.access });
    expect(asked.status).toBe(200);
    expect(await suppressed(fresh)).toBe(false);
    const [mail] = await mailsTo(fresh);
    expect(mail).toMatchObject({ type: 'email-change' });

    // when the server refuses it again before the link is followed, then following the link lifts it anyway
    await suppress(fresh);
    expect(await api.post('/api/users/email/confirm/', { token: mail.token })).toMatchObject({ status: 200 });
    expect(await suppressed(fresh)).toBe(false);
    // the address left behind keeps its suppression
    expect(await suppressed(user.email)).toBe(true);
  });

  it('lifts nothing when the change is refused', async () => {
    const user = await loggedInUser(api);
    const other = await createUser();
    await suppress(other.email);
    expect(await api.patch('/api/users/profile/', { email: other.email }, { token: user.access })).toMatchObject({ status: 400 });
    expect(await suppressed(other.email)).toBe(true);
  });
});
