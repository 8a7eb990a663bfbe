/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi } from '@/testing/fake-api';
import { BooksellerRegistrationForm } from './bookseller-registration-form';

/** The text of the error a field points to through aria-describedby. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))?.textContent ?? null;

describe('the bookseller sign-up’s IBAN', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    api = fakeApi((call) => (call.method === 'POST' ? { status: 201, body: {} } : { status: 200, body: {} }));
  });
  afterEach(() => api.restore());

  function renderForm(onRegistered = jest.fn()) {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <BooksellerRegistrationForm labelSlug="exemplaire" onRegistered={onRegistered} />
        </MemoryRouter>
      </SWRConfig>,
    );
    return onRegistered;
  }

  /** Every required field but the payment mean and IBAN, filled in. */
  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'libraire@exemple.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'motdepasse');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'motdepasse');
    await user.type(screen.getByLabelText(/Raison sociale/), 'Librairie des Quais');
    await user.type(screen.getByLabelText(/^GLN/), '3012345000017');
    await user.type(screen.getByLabelText(/^Prénom/), 'Anne');
    await user.type(screen.getByLabelText(/^Nom/), 'Libraire');
    await user.type(screen.getByLabelText(/^Adresse(?! e-mail)/), '1 rue du Livre');
    await user.type(screen.getByLabelText(/Code postal/), '75005');
    await user.type(screen.getByLabelText(/^Ville/), 'Paris');
    await user.click(screen.getByRole('checkbox', { name: /conditions générales d'utilisation/ }));
  }

  it('asks for the IBAN only with direct debit, and checks it like the API', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText(/^IBAN/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Moyen de paiement/), 'Prélèvement');
    const iban = screen.getByLabelText(/^IBAN/);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte libraire' }));
    expect(errorOf(iban)).toBe('Un IBAN est nécessaire pour le prélèvement.');
    await user.type(iban, 'FR76 3000 6000 0112 3456 7890 188');
    expect(errorOf(iban)).toBe("L'IBAN « FR76 3000 6000 0112 3456 7890 188 » n'est pas valide.");
    await user.selectOptions(screen.getByLabelText(/Moyen de paiement/), 'Virement');
    expect(screen.queryByLabelText(/^IBAN/)).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the IBAN with a direct-debit sign-up', async () => {
    const user = userEvent.setup();
    const onRegistered = renderForm();
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText(/Moyen de paiement/), 'Prélèvement');
    await user.type(screen.getByLabelText(/^IBAN/), 'fr76 3000 6000 0112 3456 7890 189');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte libraire' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('libraire@exemple.fr'));
    const [post] = api.calls.filter((c) => c.method === 'POST');
    expect(post.body).toMatchObject({ isBookseller: true, payment_mean: 'sepa-debit', iban: 'fr76 3000 6000 0112 3456 7890 189' });
  });

  it('sends no IBAN with a wire sign-up', async () => {
    const user = userEvent.setup();
    const onRegistered = renderForm();
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText(/Moyen de paiement/), 'Virement');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte libraire' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [post] = api.calls.filter((c) => c.method === 'POST');
    expect(post.body).toMatchObject({ payment_mean: 'wire' });
    expect(post.body).not.toHaveProperty('iban');
  });
});
