/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal } from '@/components/ui/modal';
import type { Cart, UserProfile } from '@/types/api';
import { aCart, anAddress, checkoutApi, newCartId, renderAt, signIn } from '../testing';
import { SummaryPage } from './summary-page';
import { TERMS_REQUIRED, TERMS_REQUIRED_ID } from './terms-acceptance';

let userSerial = 900;

/** A bookseller paying by direct debit, with or without an IBAN given. */
function aBookseller(ibanMasked: string | null, mandate: string | null = null): UserProfile {
  return {
    id: ++userSerial,
    email: 'librairie@exemple.fr',
    nickname: 'Librairie',
    isBookseller: true,
    is_staff: false,
    bookseller: {
      id: 1,
      payment_mean: 'sepa-debit',
      sepa_term: 90,
      invoice_mail: null,
      prisme_member: false,
      discount: 30,
      iban_masked: ibanMasked,
      sepa_mandate_reference: mandate,
    },
  };
}

/** An order of 126,90 €: above the 50 € below which nothing is debited (spec §9). */
const ABOVE_DEBIT_MINIMUM: Partial<Cart> = { sub_total_price: '120.00', total_price: '126.90', total_after_vouchers: '126.90', remaining_to_pay: '126.90' };

function setUp(profile: UserProfile, over: Partial<Cart> = ABOVE_DEBIT_MINIMUM) {
  const id = newCartId();
  const home = anAddress(1);
  signIn(profile, id);
  document.cookie = 'csrftoken=jeton';
  const api = checkoutApi({ cart: aCart(id, { shipping_address: home, billing_address: home, ...over }), addresses: [home], profile });
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

  it('is disabled for an order of 50 € or less, which goes by wire or card (spec §9)', async () => {
    api = setUp(aBookseller('FR76 •••• •••• •••• •••• •••0 189'), { total_price: '35.90', total_after_vouchers: '35.90', remaining_to_pay: '35.90' }).api;
    const debit = await screen.findByRole('button', { name: 'Commander avec obligation de paiement par prélèvement' });
    expect((debit as HTMLButtonElement).disabled).toBe(true);
    const [reason] = (debit.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)!);
    expect(reason.textContent).toBe('Seules les commandes de plus de 50 € sont prélevées : réglez celle-ci par virement ou par carte bancaire.');
    expect((screen.getByRole('button', { name: 'Commander avec obligation de paiement par virement' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('recaps the firm sale’s terms before placing it: the amount, the debit’s day and the masked IBAN', async () => {
    const t = setUp(aBookseller('FR76 •••• •••• •••• •••• •••0 189', 'RUM-2026-0042'));
    api = t.api;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }));
    await user.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement par prélèvement' }));
    const recap = await screen.findByRole('dialog', { name: 'Commander par prélèvement' });
    expect(recap.textContent).toContain('FR76 •••• •••• •••• •••• •••0 189');
    expect(recap.textContent).toContain('Mandat (RUM)RUM-2026-0042');
    expect(recap.textContent).toMatch(/Prélèvementle \d{1,2}(?:er)? \S+ \d{4} \(90 jours date de facture\)/);
    expect(recap.textContent).toContain('ventes fermes');
    // nothing is placed until the bookseller confirms; going back places nothing
    await user.click(screen.getByRole('button', { name: 'Revenir au récapitulatif' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(t.api.calls.filter((c) => c.url.includes('direct_debit'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement par prélèvement' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    await screen.findByRole('dialog', { name: 'Paiement impossible' }); // the fake API knows no direct_debit route
    expect(t.api.calls.filter((c) => c.url.includes('direct_debit')).map((c) => c.method)).toEqual(['POST']);
  });
});

describe('the firm sale’s due dates', () => {
  it('follows spec §9: a debit 90 days after the invoice, a wire at the end of the month those days end in', async () => {
    const { plannedDueDate } = await import('../utils/payment-terms');
    expect(plannedDueDate('sepa-debit', '2026-11-26')).toBe('2027-02-24');
    expect(plannedDueDate('sepa-debit', '2026-11-26', 60)).toBe('2027-01-25');
    expect(plannedDueDate('wire', '2026-11-26')).toBe('2027-02-28');
    expect(plannedDueDate('wire', '2027-11-30')).toBe('2028-02-29');
  });
});
