/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { RegistrationForm } from './registration-form';
import { ResetPasswordForm } from './reset-password-form';

/** The text of the error a field points to through aria-describedby. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))?.textContent ?? null;

describe('the registration form', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: FakeAnswer;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    answer = { status: 201, body: { detail: 'Votre compte a été créé.' } };
    api = fakeApi(() => answer);
  });

  afterEach(() => api.restore());

  function renderForm(onRegistered = jest.fn()) {
    render(
      <MemoryRouter>
        <RegistrationForm labelSlug="exemplaire" onRegistered={onRegistered} />
      </MemoryRouter>,
    );
    return {
      email: screen.getByLabelText(/Adresse e-mail/),
      password: screen.getByLabelText(/^Mot de passe/),
      password2: screen.getByLabelText(/^Confirmation du mot de passe/),
      subscribed: screen.getByRole('checkbox', { name: /lettre d'information/ }),
      cgu: screen.getByRole('checkbox', { name: /conditions générales d'utilisation/ }),
      submit: screen.getByRole('button', { name: 'Créer mon compte' }),
      onRegistered,
    };
  }

  it("gives spec §5's message under every field of an empty form", async () => {
    const user = userEvent.setup();
    const f = renderForm();
    await user.click(f.submit);

    expect(errorOf(f.email)).toBe("L'addresse mail est requise");
    expect(errorOf(f.password)).toBe('Le mot de passe est requis');
    expect(errorOf(f.password2)).toBe('La confirmation du mot de passe est requise');
    expect(errorOf(f.cgu)).toBe("Il est nécessaire d'accepter les CGU pour pouvoir créer un compte");
    expect(errorOf(f.subscribed)).toBeNull();
    expect(document.activeElement).toBe(f.email);
    expect(api.calls).toEqual([]);
  });

  it('wants 8 characters, the same password twice and a valid address', async () => {
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.email, 'camille.exemple.fr');
    await user.type(f.password, 'court');
    await user.type(f.password2, 'courte');
    await user.click(f.cgu);
    await user.click(f.submit);

    expect(errorOf(f.email)).toBe("L'adresse courriel fournie n'est pas valide");
    expect(errorOf(f.password)).toBe('Le mot de passe doit faire au moins 8 caractères');
    expect(errorOf(f.password2)).toBe("La confirmation du mot de passe n'est pas identique au mot de passe");
    expect(errorOf(f.cgu)).toBeNull();

    // Fixing a field takes its message away
    await user.clear(f.email);
    await user.type(f.email, 'camille@exemple.fr');
    expect(errorOf(f.email)).toBeNull();
    expect(f.email.getAttribute('aria-invalid')).toBeNull();
  });

  it("marks the fields the API refuses and shows its 'detail'", async () => {
    answer = { status: 400, body: { email: ['Un compte existe déjà avec cette adresse courriel.'] } };
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.email, 'lecteur@exemplaire.test');
    await user.type(f.password, 'motdepasse');
    await user.type(f.password2, 'motdepasse');
    await user.click(f.subscribed);
    await user.click(f.cgu);
    await user.click(f.submit);

    await waitFor(() => expect(errorOf(f.email)).toBe('Un compte existe déjà avec cette adresse courriel.'));
    expect(f.email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(f.email);
    expect(api.calls[0].body).toEqual({
      email: 'lecteur@exemplaire.test',
      password: 'motdepasse',
      password2: 'motdepasse',
      subscribed: true,
      acceptCgu: true,
      isBookseller: false,
      label: 'exemplaire',
    });

    answer = { status: 400, body: { detail: 'Les inscriptions sont fermées pour le moment.' } };
    await user.clear(f.email);
    await user.type(f.email, 'nouveau@exemplaire.test');
    await user.click(f.submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Les inscriptions sont fermées pour le moment.'));
  });

  it('goes on once the account is created', async () => {
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.email, ' nouveau@exemplaire.test ');
    await user.type(f.password, 'motdepasse');
    await user.type(f.password2, 'motdepasse');
    await user.click(f.cgu);
    await user.click(f.submit);
    await waitFor(() => expect(f.onRegistered).toHaveBeenCalledWith('nouveau@exemplaire.test'));
  });
});

describe('the new password form', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: FakeAnswer;

  beforeEach(() => {
    answer = { status: 200, body: { detail: 'Votre mot de passe a été réinitialisé.' } };
    api = fakeApi(() => answer);
  });

  afterEach(() => api.restore());

  function renderForm() {
    render(
      <MemoryRouter>
        <ResetPasswordForm labelSlug="exemplaire" email="camille@exemple.fr" token="jeton-du-lien" />
      </MemoryRouter>,
    );
    return {
      password: screen.getByLabelText(/^Nouveau mot de passe/),
      password2: screen.getByLabelText(/^Confirmation du mot de passe/),
      submit: screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }),
    };
  }

  it("gives spec §5's messages", async () => {
    const user = userEvent.setup();
    const f = renderForm();
    await user.click(f.submit);
    expect(errorOf(f.password)).toBe('Le mot de passe est requis');
    expect(errorOf(f.password2)).toBe('La confirmation du mot de passe est requise');

    await user.type(f.password, 'abc');
    await user.type(f.password2, 'abd');
    expect(errorOf(f.password)).toBe('Le mot de passe doit faire au moins 8 caractères');
    expect(errorOf(f.password2)).toBe("La confirmation du mot de passe n'est pas identique au mot de passe");
    expect(api.calls).toEqual([]);
  });

  it('sends the link and the new password, then offers to log in', async () => {
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.password, 'nouveau-mot');
    await user.type(f.password2, 'nouveau-mot');
    await user.click(f.submit);

    const login = await screen.findByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe('/exemplaire/login');
    expect(api.calls[0]).toEqual(
      expect.objectContaining({ method: 'POST', url: '/api/users/password/reset', body: { email: 'camille@exemple.fr', token: 'jeton-du-lien', password: 'nouveau-mot' } }),
    );
  });

  it('says when the link has expired', async () => {
    answer = { status: 400, body: { detail: 'Le lien de réinitialisation est invalide ou a expiré.' } };
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.password, 'nouveau-mot');
    await user.type(f.password2, 'nouveau-mot');
    await user.click(f.submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le lien de réinitialisation est invalide ou a expiré.'));
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/exemplaire/forgot-password');
  });
});
