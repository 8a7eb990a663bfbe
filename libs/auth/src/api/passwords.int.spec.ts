import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { createUser, login, loggedInUser, mailsTo, uniqueEmail } from '../../../../test/support/accounts';

describe('forgotten, reset and changed passwords', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('answers the same to a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser();
    const unknown = uniqueEmail('inconnu');
    const known = await api.post('/api/users/password/forgot', { email: user.email });
    const other = await api.post('/api/users/password/forgot', { email: unknown });
    expect(known).toEqual({ ...other, headers: known.headers });
    expect(known).toMatchObject({ status: 200, body: { detail: M.forgotPasswordSent } });
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([{ type: 'password-reset', to: user.email, labelId: 1, email: user.email, token: expect.any(String) }]);
  });

  it('refuses a malformed address with the forgot-password wording', async () => {
    expect(await api.post('/api/users/password/forgot', { email: 'adresse@' })).toMatchObject({ status: 400, body: { email: [M.forgotEmailInvalid] } });
  });

  it('resets once with the mailed token, ending every session; the token then fails', async () => {
    const user = await loggedInUser(api);
    await api.post('/api/users/password/forgot', { email: user.email });
    const [{ token }] = await mailsTo(user.email);
    expect(await api.post('/api/users/password/reset', { email: user.email, token, password: 'court' })).toMatchObject({
      status: 400,
      body: { password: [M.passwordTooShort] },
    });
    const reset = await api.post('/api/users/password/reset', { email: user.email, token, password: 'nouveau mot de passe' });
    expect(reset).toMatchObject({ status: 200, body: { detail: M.passwordReset } });
    expect((await api.post('/api/token/refresh/', { refresh: user.refresh })).status).toBe(401);
    expect((await api.post('/api/token/', { email: user.email, password: user.password })).status).toBe(401);
    await login(api, { email: user.email, password: 'nouveau mot de passe' });
    const again = await api.post('/api/users/password/reset', { email: user.email, token, password: 'encore un autre' });
    expect(again).toMatchObject({ status: 400, body: { detail: M.resetLinkInvalid } });
  });

  it('needs the token of that very address, within the hour', async () => {
    const user = await createUser();
    await api.post('/api/users/password/forgot', { email: user.email });
    const [{ token }] = await mailsTo(user.email);
    const stranger = await createUser();
    expect((await api.post('/api/users/password/reset', { email: stranger.email, token, password: 'nouveau mot de passe' })).status).toBe(400);
    const [{ minutes }] = await sql(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM account_tokens WHERE user_id = $1 AND purpose = 'password-reset'`,
      [user.id],
    );
    expect(minutes).toBe(60);
  });

  it('changes the password with the right old one, ending the other sessions', async () => {
    const user = await loggedInUser(api);
    const other = await login(api, user);
    const wrong = await api.post('/api/users/password', { oldpassword: 'pas le bon', password: 'nouveau mot de passe' }, { token: user.access });
    expect(wrong).toMatchObject({ status: 403, body: { detail: M.wrongOldPassword } });
    const changed = await api.post('/api/users/password', { oldpassword: user.password, password: 'nouveau mot de passe' }, { token: user.access });
    expect(changed).toMatchObject({ status: 200, body: { detail: M.passwordChanged } });
    for (const refresh of [user.refresh, other.refresh]) expect((await api.post('/api/token/refresh/', { refresh })).status).toBe(401);
    await login(api, { email: user.email, password: 'nouveau mot de passe' });
  });

  it('validates the change-password form with the §5 messages', async () => {
    const user = await loggedInUser(api);
    const empty = await api.post('/api/users/password', {}, { token: user.access });
    expect(empty).toMatchObject({ status: 400, body: { oldpassword: [M.oldPasswordRequired], password: [M.newPasswordRequired] } });
    const short = await api.post('/api/users/password', { oldpassword: user.password, password: 'court', password2: 'autre' }, { token: user.access });
    expect(short.body).toEqual({ password: [M.newPasswordTooShort] });
    const mismatch = await api.post('/api/users/password', { oldpassword: user.password, password: 'assez long', password2: 'autre chose' }, { token: user.access });
    expect(mismatch.body).toEqual({ password2: [M.newPasswordMismatch] });
    expect((await api.post('/api/users/password', { oldpassword: 'x', password: 'y' })).status).toBe(401);
  });
});
