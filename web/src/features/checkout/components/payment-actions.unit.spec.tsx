/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal } from '@/components/ui/modal';
import type { UserProfile } from '@/types/api';
import { aCart, anAddress, checkoutApi, newCartId, renderAt, signIn } from '../testing';
import { SummaryPage } from './summary-page';
import { TERMS_REQUIRED, TERMS_REQUIRED_ID } from './terms-acceptance';

let userSerial = 900;

/** A bookseller paying by direct debit, with or without an IBAN given. */
function aBookseller(ibanMasked: string | null): UserProfile {
  return {
    id: ++userSerial,
    email: 'librairie@exemple.fr',
    nickname: 'Librairie',
    isBookseller: true,
    is_staff: false,
    bookseller: { id: 1, payment_mean: 'sepa-debit', sepa_term: 90, invoice_mail: null, prisme_member: false, discount: 30, iban_masked: ibanMasked },
  };
}

function setUp(profile: UserProfile) {
  const id = newCartId();
  const home = anAddress(1);
  signIn(profile, id);
  document.cookie = 'csrftoken=jeton';
  const api = checkoutApi({ cart: aCart(id, { shipping_address: home, billing_address: home }), addresses: [home], profile });
  renderAt('/exemplaire/checkout/summary', '/:label/checkout/summary', <SummaryPage labelSlug="exemplaire" failed={false} />);
  return { api, id };
}

describe('the direct debit button', () => {
  let api: ReturnType<typeof checkoutApi> | undefined;
  afterEach(() => {
    act(() => closeModal());
    api?.restore();
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('is disabled for a bookseller without an IBAN, with the reason and a link to their profile', async () => {
    const t = setUp(aBookseller(null));
    api = t.api;
    const debit = await screen.findByRole('button', { name: 'Commander avec obligation de paiement par prélèvement' });
    expect((debit as HTMLButtonElement).disabled).toBe(true);
    // The missing IBAN first, then the CGV still to accept.
    const [ibanReason, termsReason] = (debit.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)!);
    expect(ibanReason.textContent).toContain('Renseignez votre IBAN dans votre espace libraire pour payer par prélèvement.');
    expect(termsReason.textContent).toBe(TERMS_REQUIRED);
    expect(screen.getByRole('link', { name: 'Mon profil libraire' }).getAttribute('href')).toBe('/exemplaire/libraire/profile');
    // wire stays possible
    expect((screen.getByRole('button', { name: 'Commander avec obligation de paiement par virement' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.setup().click(debit);
    expect(t.api.calls.filter((c) => c.url.includes('direct_debit'))).toEqual([]);
  });

  it('is offered once the bookseller has given an IBAN', async () => {
    api = setUp(aBookseller('FR76 •••• •••• •••• •••• •••0 189')).api;
    const debit = await screen.findByRole('button', { name: 'Commander avec obligation de paiement par prélèvement' });
    expect((debit as HTMLButtonElement).disabled).toBe(false);
    expect(debit.getAttribute('aria-describedby')).toBe(TERMS_REQUIRED_ID);
    expect(screen.queryByText(/Renseignez votre IBAN/)).toBeNull();
  });
});
