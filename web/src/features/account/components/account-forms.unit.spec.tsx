/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@/types/api';
import { describedError, fakeAccountApi, renderWithHost, signIn } from '../testing';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const PROFILE: UserProfile = { id: 7, email: 'camille@exemple.fr', nickname: 'Camille', subscribed: false, isBookseller: false, is_staff: false };

describe('the account forms', () => {
  const server = fakeAccountApi();

  describe('profile', () => {
    it('refuses a nickname of one character without calling the API', async () => {
      const user = userEvent.setup();
      renderWithHost(<ProfileForm profile={PROFILE} />);
      const nickname = screen.getByLabelText(/Nom d'utilisateur/);
      await user.clear(nickname);
      await user.type(nickname, 'C');
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(describedError(nickname)).toBe('Le nom doit comporter au moins deux caractères');
      expect(server.api.calls).toEqual([]);
    });

    it('says a taken nickname is not valid when the API answers 403', async () => {
      server.answer = (call) => (call.method === 'PATCH' ? { status: 403, body: { detail: 'Refusé.' } } : { status: 200, body: PROFILE });
      const user = userEvent.setup();
      renderWithHost(<ProfileForm profile={PROFILE} />);
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Le nom d'utilisateur n'est pas valide"));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('sends nickname and newsletter, then opens the saved modal', async () => {
      server.answer = (call) => ({ status: 200, body: { ...PROFILE, ...(call.body as object) } });
      const user = userEvent.setup();
      renderWithHost(<ProfileForm profile={PROFILE} />);
      const nickname = screen.getByLabelText(/Nom d'utilisateur/);
      await user.clear(nickname);
      await user.type(nickname, 'Dominique');
      await user.click(screen.getByRole('checkbox', { name: /lettre d'information/ }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

      const dialog = await screen.findByRole('dialog', { name: 'Enregistré' });
      expect(dialog.textContent).toContain('Vos informations ont bien été enregistrées.');
      const [patch] = server.api.calls.filter((c) => c.method === 'PATCH');
      expect(patch.url).toBe('/api/users/profile/');
      expect(patch.body).toEqual({ nickname: 'Dominique', subscribed: true });
      expect(patch.headers['X-CSRFToken']).toBe('jeton-csrf');
    });
  });

  describe('password', () => {
    it('shows the messages of spec §5 under each field', async () => {
      const user = userEvent.setup();
      renderWithHost(<PasswordForm />);
      await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
      expect(describedError(screen.getByLabelText(/^Ancien mot de passe/))).toBe("L'ancien mot de passe est nécessaire");
      expect(describedError(screen.getByLabelText(/^Nouveau mot de passe/))).toBe('Le nouveau mot de passe est requis');
      expect(describedError(screen.getByLabelText(/^Confirmation du nouveau/))).toBe('La confirmation du nouveau mot de passe est requise');
      // Each message once, under its own field
      expect(screen.getAllByText('Le nouveau mot de passe est requis')).toHaveLength(1);

      await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'court');
      expect(describedError(screen.getByLabelText(/^Nouveau mot de passe/))).toBe('Le nouveau mot de passe doit être long de plus de 8 caractères');
      await user.clear(screen.getByLabelText(/^Nouveau mot de passe/));
      await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'un long secret');
      await user.type(screen.getByLabelText(/^Confirmation du nouveau/), 'un autre secret');
      expect(describedError(screen.getByLabelText(/^Confirmation du nouveau/))).toBe('Le nouveau mot de passe et sa confirmation ne sont pas identique');
      expect(server.api.calls).toEqual([]);
    });

    async function fillAndSend() {
      const user = userEvent.setup();
      renderWithHost(<PasswordForm />);
      await user.type(screen.getByLabelText(/^Ancien mot de passe/), 'ancien secret');
      await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'un long secret');
      await user.type(screen.getByLabelText(/^Confirmation du nouveau/), 'un long secret');
      await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    }

    it('says the old password is wrong on a 403', async () => {
      server.answer = () => ({ status: 403, body: { detail: 'Refusé.' } });
      await fillAndSend();
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Le mot de passe fourni comme ancien mot de passe n'est pas valide"));
    });

    it('confirms the change, and signs this device in again with the new password (the change revoked every session)', async () => {
      signIn(PROFILE);
      server.answer = (call) =>
        call.url === '/api/token/'
          ? { status: 200, body: { access: 'nouvel-acces', refresh: 'nouveau-renouvellement' } }
          : call.url === '/api/users/profile/'
            ? { status: 200, body: PROFILE }
            : { status: 200, body: { detail: 'Votre mot de passe a été correctement changé.' } };
      await fillAndSend();
      await screen.findByText('Votre mot de passe a été correctement changé.');
      const [change, token] = server.api.calls.filter((c) => c.method === 'POST');
      expect(change.body).toEqual({ oldpassword: 'ancien secret', password: 'un long secret', password2: 'un long secret' });
      expect(change.url).toBe('/api/users/password');
      expect(token).toMatchObject({ url: '/api/token/', body: { email: 'camille@exemple.fr', password: 'un long secret' } });
    });
  });

  describe('email', () => {
    it('wants the same address twice', async () => {
      const user = userEvent.setup();
      renderWithHost(<EmailForm current={PROFILE.email} />);
      await user.type(screen.getByLabelText(/^Nouvelle adresse/), 'dominique@exemple.fr');
      await user.type(screen.getByLabelText(/^Confirmation de la nouvelle/), 'dominik@exemple.fr');
      await user.click(screen.getByRole('button', { name: 'Changer mon adresse' }));
      expect(describedError(screen.getByLabelText(/^Confirmation de la nouvelle/))).toBe('Le nouvel email et sa confirmation ne sont pas identiques');
      expect(server.api.calls).toEqual([]);
    });

    it("shows the email field's messages joined on a 400, and the mailed link on success", async () => {
      server.answer = () => ({ status: 400, body: { email: ['Un compte existe déjà avec cette adresse courriel.', 'Deuxième message.'] } });
      const user = userEvent.setup();
      renderWithHost(<EmailForm current={PROFILE.email} />);
      await user.type(screen.getByLabelText(/^Nouvelle adresse/), 'dominique@exemple.fr');
      await user.type(screen.getByLabelText(/^Confirmation de la nouvelle/), 'dominique@exemple.fr');
      await user.click(screen.getByRole('button', { name: 'Changer mon adresse' }));
      await waitFor(() => expect(screen.getAllByRole('alert')[0].textContent).toBe('Un compte existe déjà avec cette adresse courriel. Deuxième message.'));

      server.answer = () => ({ status: 200, body: PROFILE });
      await user.click(screen.getByRole('button', { name: 'Changer mon adresse' }));
      await screen.findByText('Vérifiez votre nouvelle adresse');
      expect(server.api.calls[1].body).toEqual({ email: 'dominique@exemple.fr', email2: 'dominique@exemple.fr' });
    });
  });
});
