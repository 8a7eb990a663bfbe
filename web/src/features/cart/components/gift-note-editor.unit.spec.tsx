/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook } from '@/testing/fixtures';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import type { CartLine } from '@/types/api';
import { GiftNoteEditor } from './gift-note-editor';

const CART = '7c1f4a52-1f7e-4c38-9d0a-3c2b5e8f9a10';

const giftCard = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'line-card',
  quantity: 1,
  price: '50.00',
  price_no_vat: '50.00',
  total: '50.00',
  total_no_vat: '50.00',
  product: { ...aBook({ id: 302, name: 'Carte cadeau de 50 €' }), type: 'giftcard' },
  variant: null,
  dedications: [],
  expected_shipment_date: null,
  gift_recipient_name: null,
  gift_message: null,
  ...overrides,
});

describe('a gift card line’s note, changed from the cart', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());
  /** What the editor sent (the client's own reads, such as its anti-forgery warm-up, left aside). */
  const writes = () => api!.calls.filter((c) => c.method !== 'GET');

  function renderEditor(line: CartLine, answer: (call: RecordedCall) => FakeAnswer) {
    api = fakeApi(answer);
    const onSaved = jest.fn(async () => undefined);
    render(<GiftNoteEditor cartId={CART} line={line} onSaved={onSaved} />);
    return onSaved;
  }

  it('adds a name and a message to a card kept for oneself, and saves them on the line', async () => {
    const onSaved = renderEditor(giftCard(), (call) => ({
      status: 200,
      body: { ...giftCard(), gift_recipient_name: 'Marie', gift_message: (call.body as { gift_message: string }).gift_message },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Offrir cette carte : ajouter un nom et un message' }));
    const name = screen.getByLabelText("Nom de la personne à qui vous l'offrez");
    expect(document.activeElement).toBe(name);
    await userEvent.type(name, ' Marie ');
    await userEvent.type(screen.getByLabelText('Votre message'), 'Bonne lecture');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', url: '/api/cartlines/line-card', body: { quantity: 1, gift_recipient_name: 'Marie', gift_message: 'Bonne lecture' } }),
    ]);
    await screen.findByRole('button', { name: 'Offrir cette carte : ajouter un nom et un message' });
  });

  it('asks for the name before sending a message, and shows the server’s refusal', async () => {
    renderEditor(giftCard({ gift_recipient_name: 'Marie', gift_message: 'Bises' }), () => ({
      status: 400,
      body: { gift_message: ['Le message ne doit pas dépasser 500 caractères.'] },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le nom et le message' }));
    const name = screen.getByLabelText("Nom de la personne à qui vous l'offrez") as HTMLInputElement;
    expect(name.value).toBe('Marie');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Indiquez le nom de la personne à qui vous offrez cette carte cadeau.')).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.type(name, 'Paul');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le message ne doit pas dépasser 500 caractères.');
  });
});
