/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import type { UserProfile } from '@/types/api';
import { BooksellerProfile } from './bookseller-profile';

const PROFILE: UserProfile = {
  id: 3,
  email: 'librairie@exemple.fr',
  nickname: 'Librairie',
  isBookseller: true,
  is_staff: false,
  bookseller: { id: 1, company_name: 'Librairie du Port', payment_mean: 'sepa-debit', sepa_term: 90, invoice_mail: null, prisme_member: false, discount: 30, iban_masked: null },
};
const MASKED = 'FR76 •••• •••• •••• •••• •••0 189';

/** The text of the error a field points to through aria-describedby. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))?.textContent ?? null;

describe('the bookseller profile’s IBAN', () => {
  let answer: (call: RecordedCall) => FakeAnswer;
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    answer = () => ({ status: 200, body: { ...PROFILE, bookseller: { ...PROFILE.bookseller, iban_masked: MASKED } } });
    api = fakeApi((call) => answer(call));
  });
  afterEach(() => api.restore());

  const renderProfile = (profile: UserProfile = PROFILE) =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <BooksellerProfile profile={profile} />
      </SWRConfig>,
    );

  it('shows the IBAN masked, or that none is given and direct debit needs one', () => {
    const { unmount } = renderProfile({ ...PROFILE, bookseller: { ...PROFILE.bookseller!, iban_masked: MASKED } });
    const section = screen.getByRole('region', { name: 'Compte bancaire' });
    expect(section.textContent).toContain(MASKED);
    expect(screen.getByRole('button', { name: "Modifier l'IBAN" })).toBeTruthy();
    unmount();
    renderProfile();
    expect(screen.getByRole('region', { name: 'Compte bancaire' }).textContent).toContain('Non renseigné');
    expect(screen.getByText('Un IBAN est nécessaire pour le prélèvement.')).toBeTruthy();
  });

  it('checks the IBAN like the API before sending it', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Renseigner mon IBAN' }));
    const field = screen.getByLabelText(/Nouvel IBAN/);
    await user.click(screen.getByRole('button', { name: "Enregistrer l'IBAN" }));
    expect(errorOf(field)).toBe('Un IBAN est nécessaire pour le prélèvement.');
    await user.type(field, 'FR76 3000 6000 0112 3456 7890 188');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'IBAN" }));
    expect(errorOf(field)).toBe("L'IBAN « FR76 3000 6000 0112 3456 7890 188 » n'est pas valide.");
    expect(api.calls).toEqual([]);
  });

  it('sends a valid IBAN as {bookseller: {iban}}, then closes the form and says it is saved', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Renseigner mon IBAN' }));
    await user.type(screen.getByLabelText(/Nouvel IBAN/), 'de89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'IBAN" }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Votre IBAN a bien été enregistré.');
    const [patch] = api.calls.filter((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ url: '/api/users/profile/', body: { bookseller: { iban: 'de89 3704 0044 0532 0130 00' } } });
    expect(screen.queryByLabelText(/Nouvel IBAN/)).toBeNull();
  });

  it('shows the API’s message under the field when it refuses the IBAN', async () => {
    answer = () => ({ status: 400, body: { iban: ["L'IBAN « DE89 3704 0044 0532 0130 00 » n'est pas valide."] } });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Renseigner mon IBAN' }));
    const field = screen.getByLabelText(/Nouvel IBAN/);
    await user.type(field, 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'IBAN" }));
    await waitFor(() => expect(errorOf(field)).toBe("L'IBAN « DE89 3704 0044 0532 0130 00 » n'est pas valide."));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
