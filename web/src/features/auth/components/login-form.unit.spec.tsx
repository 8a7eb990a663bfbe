/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { startSession, TOKEN_STORAGE_KEY } from '@/lib/session';
import { fakeApi, fakeJwt, type FakeAnswer } from '@/testing/fake-api';
import { LoginForm } from './login-form';

const LOGIN_FAILED = "Les informations d'identification fournies ne correspondent pas. Veuillez vérifier votre nom d'utilisateur et votre mot de passe et réessayer.";

function renderForm(onLoggedIn = jest.fn()) {
  render(
    <MemoryRouter>
      <LoginForm labelSlug="exemplaire" onLoggedIn={onLoggedIn} />
    </MemoryRouter>,
  );
  return {
    email: screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Mot de passe/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Se connecter' }),
    onLoggedIn,
  };
}

/** The text of the error a field points to through aria-describedby. */
const describedError = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))?.textContent ?? null;

describe('the login form', () => {
  let api: ReturnType<typeof fakeApi>;
  let answerLogin: () => FakeAnswer | Promise<FakeAnswer>;
  let stopSession: () => void;

  beforeEach(() => {
    stopSession = startSession();
    document.cookie = 'csrftoken=jeton-csrf';
    answerLogin = () => ({ status: 200, body: { access: fakeJwt(Date.now() / 1000 + 900), refresh: fakeJwt(Date.now() / 1000 + 86400) } });
    api = fakeApi((call) => {
      if (call.url.startsWith('/api/token/')) return answerLogin();
      if (call.url.startsWith('/api/users/profile/')) {
        return { status: 200, body: { id: 1, email: 'lecteur@exemplaire.test', nickname: 'Camille', isBookseller: false, is_staff: false } };
      }
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
  });

  afterEach(() => {
    stopSession();
    api.restore();
    localStorage.clear();
  });

  it('says under each field what is missing, and focuses the first one', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm();

    await user.click(submit);

    expect(describedError(email)).toBe("L'addresse mail est requise");
    expect(describedError(password)).toBe('Le mot de passe est requis');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(api.calls).toEqual([]);
  });

  it('refuses an address that is not one', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm();
    await user.type(email, 'camille@exemple');
    await user.type(password, 'motdepasse');
    await user.click(submit);

    expect(describedError(email)).toBe("L'adresse courriel fournie n'est pas valide");
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
  });

  it('shows the message of spec §8 when the credentials are refused', async () => {
    answerLogin = () => ({ status: 401, body: { detail: 'Refusé.' } });
    const user = userEvent.setup();
    const { email, password, submit, onLoggedIn } = renderForm();
    await user.type(email, 'lecteur@exemplaire.test');
    await user.type(password, 'faux-mot-de-passe');
    await user.click(submit);

    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_FAILED);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is disabled while sending, then logs in with the anti-forgery header', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tokens = { access: fakeJwt(Date.now() / 1000 + 900), refresh: fakeJwt(Date.now() / 1000 + 86400) };
    answerLogin = async () => {
      await held;
      return { status: 200, body: tokens };
    };
    const user = userEvent.setup();
    const { email, password, submit, onLoggedIn } = renderForm();
    await user.type(email, 'lecteur@exemplaire.test');
    await user.type(password, 'motdepasse');
    await user.click(submit);

    await waitFor(() => expect(submit.textContent).toBe('Envoi en cours…'));
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    release();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ nickname: 'Camille' })));
    const [login] = api.to('/api/token/');
    expect(login.body).toEqual({ email: 'lecteur@exemplaire.test', password: 'motdepasse' });
    expect(login.headers['X-CSRFToken']).toBe('jeton-csrf');
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY)!)).toEqual(tokens);
    // The profile is asked with the new token
    expect(api.to('/api/users/profile/')[0].headers.Authorization).toBe(`Bearer ${tokens.access}`);
  });
});
