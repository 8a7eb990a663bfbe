/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { startSession } from '@/lib/session';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { AccountConfirmation } from './account-confirmation';
import { LoginForm } from './login-form';
import { ResendConfirmation } from './resend-confirmation';

const NOT_CONFIRMED = "Votre compte n'est pas encore validé : cliquez sur le lien reçu par courriel, ou demandez un nouveau lien de confirmation.";
const RESENT = 'Si un compte en attente de validation correspond à cette adresse, un nouveau lien vient de lui être envoyé.';

describe('a new confirmation link', () => {
  let api: ReturnType<typeof fakeApi>;
  let answerResend: () => FakeAnswer | Promise<FakeAnswer>;
  let answerLogin: () => FakeAnswer;
  let stopSession: () => void;

  beforeEach(() => {
    stopSession = startSession();
    document.cookie = 'csrftoken=jeton-csrf';
    answerResend = () => ({ status: 200, body: { detail: RESENT } });
    answerLogin = () => ({ status: 401, body: { detail: NOT_CONFIRMED, code: 'account_not_confirmed' } });
    api = fakeApi((call) => {
      if (call.url.startsWith('/api/users/confirm/resend/')) return answerResend();
      if (call.url.startsWith('/api/users/confirm/')) return { status: 400, body: { detail: 'Le lien de validation est invalide ou a expiré.' } };
      if (call.url.startsWith('/api/token/')) return answerLogin();
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
  });

  afterEach(() => {
    stopSession();
    api.restore();
    localStorage.clear();
  });

  const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

  it('sends the known address in one click, then says a new link is on its way', async () => {
    const user = userEvent.setup();
    inRouter(<ResendConfirmation labelSlug="exemplaire" email="camille@exemple.fr" />);
    expect(screen.queryByLabelText(/Adresse e-mail/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' }));

    expect((await screen.findByRole('status')).textContent).toContain('Un nouveau lien vous a été envoyé.');
    expect(screen.getByRole('status').textContent).toContain('camille@exemple.fr');
    const [call] = api.to('/api/users/confirm/resend/');
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ email: 'camille@exemple.fr', label: 'exemplaire' });
    expect(call.headers['X-CSRFToken']).toBe('jeton-csrf');
  });

  it('asks for the address when none is known, and checks it first', async () => {
    const user = userEvent.setup();
    inRouter(<ResendConfirmation labelSlug="exemplaire" />);
    const email = screen.getByLabelText(/Adresse e-mail/);
    await user.type(email, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(api.to('/api/users/confirm/resend/')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' }));
    await screen.findByText(/Un nouveau lien vous a été envoyé/);
    expect(api.to('/api/users/confirm/resend/')[0].body).toEqual({ email: 'camille@exemple.fr', label: 'exemplaire' });
  });

  it('shows the server’s message when asked too often, and keeps the button', async () => {
    answerResend = () => ({ status: 429, body: { detail: "Trop de demandes d'envoi de courriel. Veuillez réessayer dans 60 minutes." } });
    const user = userEvent.setup();
    inRouter(<ResendConfirmation labelSlug="exemplaire" email="camille@exemple.fr" />);
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Trop de demandes d'envoi de courriel. Veuillez réessayer dans 60 minutes."));
    expect(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' })).toBeTruthy();
  });

  it('is offered on the login form when the server says the account awaits confirmation', async () => {
    const user = userEvent.setup();
    const onLoggedIn = jest.fn();
    inRouter(<LoginForm labelSlug="exemplaire" onLoggedIn={onLoggedIn} />);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await screen.findByText(NOT_CONFIRMED);
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' }));
    await screen.findByText(/Un nouveau lien vous a été envoyé/);
    expect(api.to('/api/users/confirm/resend/')[0].body).toEqual({ email: 'camille@exemple.fr', label: 'exemplaire' });
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('is not offered on the login form for refused credentials', async () => {
    answerLogin = () => ({ status: 401, body: { detail: 'Refusé.' } });
    const user = userEvent.setup();
    inRouter(<LoginForm labelSlug="exemplaire" onLoggedIn={jest.fn()} />);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'faux');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText(/Les informations d'identification fournies ne correspondent pas/);
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien de confirmation' })).toBeNull();
  });

  it('is offered when the mailed link failed, with the link’s address', async () => {
    const user = userEvent.setup();
    inRouter(<AccountConfirmation labelSlug="exemplaire" email="camille@exemple.fr" token={'a'.repeat(43)} />);
    await screen.findByText('Une erreur est survenue lors de la validation de votre compte...');
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' }));
    await screen.findByText(/Un nouveau lien vous a été envoyé/);
    expect(api.to('/api/users/confirm/resend/')[0].body).toEqual({ email: 'camille@exemple.fr', label: 'exemplaire' });
  });
});
