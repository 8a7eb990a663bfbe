/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal } from '@/components/ui/modal';
import type { Cart, UserProfile } from '@/types/api';
import { aCart, anAddress, aReader, checkoutApi, newCartId, renderAt, signIn } from '../testing';
import { COMMIT_TO_PAY } from './payment-actions';
import { SummaryPage } from './summary-page';
import { TERMS_REQUIRED, TERMS_REQUIRED_ID } from './terms-acceptance';

let userSerial = 1300;

const TERMS_BOX = 'J’ai lu et j’accepte les conditions générales de vente (nouvel onglet)';

function setUp(over: Partial<Cart> = {}, profile: UserProfile = aReader(++userSerial)) {
  const id = newCartId();
  const home = anAddress(1);
  signIn(profile, id);
  document.cookie = 'csrftoken=jeton';
  const api = checkoutApi({ cart: aCart(id, { shipping_address: home, billing_address: home, ...over }), addresses: [home], profile }, (call) =>
    call.url.includes('/wire/') || call.url.endsWith('/pay_with_voucher/') ? { status: 200, body: {} } : undefined,
  );
  renderAt('/exemplaire/checkout/summary', '/:label/checkout/summary', <SummaryPage labelSlug="exemplaire" failed={false} />);
  return { api, id };
}

const committing = (api: ReturnType<typeof checkoutApi>) => api.calls.filter((c) => c.method !== 'GET');

describe('acceptance of the CGV before the order commits', () => {
  let api: ReturnType<typeof checkoutApi> | undefined;
  afterEach(() => {
    act(() => closeModal());
    api?.restore();
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('labels the box, links the CGV of the label, and says why the button waits', async () => {
    api = setUp().api;
    const box = (await screen.findByRole('checkbox', { name: TERMS_BOX })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const link = screen.getByRole('link', { name: 'conditions générales de vente (nouvel onglet)' });
    expect(link.getAttribute('href')).toBe('/exemplaire/legal/cgv');
    expect(link.getAttribute('target')).toBe('_blank');
    const pay = screen.getByRole('button', { name: `${COMMIT_TO_PAY} par carte bancaire` });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.getAttribute('aria-describedby')).toBe(TERMS_REQUIRED_ID);
    expect(document.getElementById(TERMS_REQUIRED_ID)?.textContent).toBe(TERMS_REQUIRED);
    expect(TERMS_REQUIRED).toBe('Pour commander, cochez la case d’acceptation des conditions générales de vente.');
  });

  it('does not commit a click before the box is ticked: it stresses the reason and moves to the box', async () => {
    const user = userEvent.setup();
    const t = setUp();
    api = t.api;
    await user.click(await screen.findByRole('button', { name: `${COMMIT_TO_PAY} par carte bancaire` }));
    expect(committing(t.api)).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(TERMS_REQUIRED);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: TERMS_BOX }));
  });

  it('commits once ticked, recording the acceptance with the confirmation; unticking makes it wait again', async () => {
    const user = userEvent.setup();
    const t = setUp(
      {},
      {
        id: ++userSerial,
        email: 'librairie@exemple.fr',
        nickname: 'Librairie',
        isBookseller: true,
        is_staff: false,
        bookseller: { id: 1, payment_mean: 'wire', sepa_term: 90, invoice_mail: null, prisme_member: false, discount: 30, iban_masked: null },
      },
    );
    api = t.api;
    const box = await screen.findByRole('checkbox', { name: TERMS_BOX });
    await user.click(box);
    await user.click(box);
    const wire = screen.getByRole('button', { name: `${COMMIT_TO_PAY} par virement` });
    await user.click(wire);
    expect(committing(t.api)).toEqual([]);
    await user.click(box);
    expect(wire.getAttribute('aria-disabled')).toBeNull();
    expect(wire.getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById(TERMS_REQUIRED_ID)).toBeNull();
    await user.click(wire);
    // the firm sale's recap comes first: nothing commits until the bookseller confirms it
    expect(committing(t.api)).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => expect(committing(t.api).map((c) => c.url.split('?')[0])).toEqual([`/api/carts/${t.id}/`, `/api/carts/${t.id}/wire/`]));
    expect(committing(t.api)[0].body).toEqual({ status: 1, terms_accepted: true, label: 'exemplaire' });
  });
});
