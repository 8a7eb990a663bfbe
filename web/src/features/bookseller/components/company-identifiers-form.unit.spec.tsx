/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
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
  bookseller: {
    id: 1,
    company_name: 'Librairie du Port',
    payment_mean: 'wire',
    sepa_term: 90,
    invoice_mail: null,
    prisme_member: false,
    discount: 30,
    iban_masked: null,
    siret: null,
    vat_number: null,
  },
};
const GIVEN = { ...PROFILE, bookseller: { ...PROFILE.bookseller!, siret: '44123456400017', vat_number: 'FR91441234564' } };

/** The text of the error a field points to through aria-describedby. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))?.textContent ?? null;

describe('the bookseller profile’s company identifiers', () => {
  let answer: (call: RecordedCall) => FakeAnswer;
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    answer = () => ({ status: 200, body: GIVEN });
    api = fakeApi((call) => answer(call));
  });
  afterEach(() => api.restore());

  const renderProfile = (profile: UserProfile = PROFILE) =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <BooksellerProfile profile={profile} />
      </SWRConfig>,
    );
  const section = () => screen.getByRole('region', { name: "Identifiants de l'entreprise" });

  it('shows the SIRET in groups and the VAT number, or that they are not given', () => {
    const { unmount } = renderProfile(GIVEN);
    expect(section().textContent).toContain('441 234 564 00017');
    expect(section().textContent).toContain('FR91441234564');
    expect(within(section()).getByRole('button', { name: 'Modifier les identifiants' })).toBeTruthy();
    unmount();
    renderProfile();
    expect(within(section()).getAllByText('Non renseigné')).toHaveLength(2);
    expect(within(section()).getByRole('button', { name: 'Renseigner les identifiants' })).toBeTruthy();
  });

  it('sends both as typed under bookseller, then closes the form and says they are saved', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Renseigner les identifiants' }));
    await user.type(screen.getByLabelText(/^SIRET/), ' 441 234 564 00017 ');
    await user.type(screen.getByLabelText(/Numéro de TVA intracommunautaire/), 'fr91 441 234 564');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les identifiants' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', "Les identifiants de l'entreprise ont bien été enregistrés.");
    const [patch] = api.calls.filter((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ url: '/api/users/profile/', body: { bookseller: { siret: '441 234 564 00017', vat_number: 'fr91 441 234 564' } } });
    expect(screen.queryByLabelText(/^SIRET/)).toBeNull();
  });

  it('opens on the current values', async () => {
    const user = userEvent.setup();
    renderProfile(GIVEN);
    await user.click(screen.getByRole('button', { name: 'Modifier les identifiants' }));
    expect(screen.getByLabelText(/^SIRET/)).toHaveProperty('value', '441 234 564 00017');
    expect(screen.getByLabelText(/Numéro de TVA intracommunautaire/)).toHaveProperty('value', 'FR91441234564');
  });

  it('shows the API’s messages under their fields when it refuses them', async () => {
    answer = () => ({
      status: 400,
      body: { siret: ["Ce SIRET n'est pas valide (14 chiffres, clé de contrôle)."], vat_number: ['Ce numéro de TVA ne correspond pas au SIRET.'] },
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Renseigner les identifiants' }));
    const siret = screen.getByLabelText(/^SIRET/);
    const vat = screen.getByLabelText(/Numéro de TVA intracommunautaire/);
    await user.type(siret, '44123456400018');
    await user.type(vat, 'FR65912345675');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les identifiants' }));
    await waitFor(() => expect(errorOf(siret)).toBe("Ce SIRET n'est pas valide (14 chiffres, clé de contrôle)."));
    expect(errorOf(vat)).toBe('Ce numéro de TVA ne correspond pas au SIRET.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
