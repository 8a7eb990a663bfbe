/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { UnsubscribePrompt } from './unsubscribe-prompt';

const question = (labelName: string) =>
  render(<UnsubscribePrompt email="lecteur@exemple.fr" token="t" labelName={labelName} labelSlug="exemplaire" />).container.querySelector('.form-page__question')?.textContent;

describe('the unsubscribe question', () => {
  it('names the label the French way: d’ before a vowel, de before a consonant', () => {
    expect(question('Exemplaire')).toBe('Voulez-vous vraiment ne plus recevoir la lettre d’information d’Exemplaire à l’adresse lecteur@exemple.fr\u202f?');
    document.body.innerHTML = '';
    expect(question('Cœurs Vaillants')).toBe('Voulez-vous vraiment ne plus recevoir la lettre d’information de Cœurs Vaillants à l’adresse lecteur@exemple.fr\u202f?');
  });
});

describe('leaving the newsletter', () => {
  let api: ReturnType<typeof fakeApi>;
  let stopSession: () => void;

  beforeEach(() => {
    stopSession = startSession();
    document.cookie = 'csrftoken=jeton-csrf';
    api = fakeApi((call) => {
      if (call.url.startsWith('/api/newsletter/unsubscribe/'))
        return { status: 200, body: { detail: 'Votre désinscription de la lettre d’information a bien été prise en compte.' } };
      if (call.url.startsWith('/api/users/unsubscribe/'))
        return { status: 200, body: { detail: 'Si cette adresse est inscrite, un courriel de confirmation vient d’être envoyé.' } };
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
  });

  afterEach(() => {
    stopSession();
    api.restore();
  });

  it('with the signed link of a mail, leaves it and says so', async () => {
    const user = userEvent.setup();
    render(<UnsubscribePrompt email="lecteur@exemple.fr" token="jeton" labelName="Exemplaire" labelSlug="exemplaire" />);
    await user.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    expect((await screen.findByRole('status')).textContent).toContain("Votre désinscription de la lettre d'information a bien été prise en compte.");
    expect(api.to('/api/newsletter/unsubscribe/').map((c) => c.body)).toEqual([{ email: 'lecteur@exemple.fr', token: 'jeton' }]);
  });

  it('without it, asks for a link by mail and says one may be on its way, never that the reader left', async () => {
    const user = userEvent.setup();
    render(<UnsubscribePrompt email="lecteur@exemple.fr" labelName="Exemplaire" labelSlug="exemplaire" />);
    await user.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    const status = (await screen.findByRole('status')).textContent;
    expect(status).toContain('Si cette adresse est inscrite, un courriel de confirmation vient d’être envoyé.');
    expect(status).not.toContain('prise en compte');
    expect(api.to('/api/users/unsubscribe/').map((c) => c.body)).toEqual([{ email: 'lecteur@exemple.fr', label: 'exemplaire' }]);
  });
});
