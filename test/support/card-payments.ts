import { randomBytes } from 'node:crypto';
import { seal } from '../../libs/payment/src/domain/monetico-seal';
import { hashPassword } from '../../libs/auth/src/security/password-hasher';
import type { ServedApi } from './api-client';

/** What the bank's server answers the shop's acknowledgement expects: payment taken into account. */
export const ACKNOWLEDGED = 'version=2\ncdr=0\n';

/** Runs SQL on the suite's database. */
export type Query = <T = any>(text: string, params?: unknown[]) => Promise<T[]>;

/** The bank's notification for a form: its fields sealed with `key`. */
export function bankNotification(form: Record<string, string>, key: string, over: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    TPE: form.TPE,
    date: form.date,
    montant: form.montant,
    reference: form.reference,
    'texte-libre': form.texte_libre,
    'code-retour': 'payetest',
    cvx: 'oui',
    vld: '1228',
    brand: 'VI',
    numauto: '010101',
    ...over,
  };
  return { ...fields, MAC: seal(fields, key) };
}

/** Posts a notification as the bank's server does (form-encoded, no anti-forgery token); answers the text. */
export async function sendBankNotification(api: ServedApi, fields: Record<string, string>): Promise<string> {
  const res = await fetch(`${api.baseUrl}/api/payment/notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return res.text();
}

/** A gift card product (no stock, no delivery): the simplest thing to pay by card. */
export async function createGiftCardProduct(q: Query): Promise<number> {
  const [{ id }] = await q(
    `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, position) VALUES ('giftcard', $1, (SELECT id FROM labels WHERE slug = 'exemplaire'), 'Carte cadeau', 2350, 2000, 100000) RETURNING id`,
    [`test-carte-${randomBytes(4).toString('hex')}`],
  );
  return id;
}

/** A reader with a billing address, a confirmed cart holding one gift card, and the bank form of its payment. */
export async function confirmedCardCart(api: ServedApi, q: Query, giftCard: number): Promise<{ cartId: string; email: string; form: Record<string, string> }> {
  const email = `${Date.now()}-${randomBytes(3).toString('hex')}-carte@test.fr`;
  const [{ id }] = await q(`INSERT INTO users (email, password_hash, is_active, email_confirmed_at) VALUES ($1, $2, true, now()) RETURNING id`, [
    email,
    await hashPassword('un mot de passe solide'),
  ]);
  const token = (await api.post('/api/token/', { email, password: 'un mot de passe solide' })).body.access as string;
  const [address] = await q(
    `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
    [id],
  );
  const cart = (await api.post('/api/carts/', {}, { token })).body;
  const steps = [
    await api.post('/api/carts/products', { cart: cart.id, product: giftCard, quantity: 1 }, { token }),
    await api.patch(`/api/carts/${cart.id}/`, { billing_address: address.id }, { token }),
    await api.patch(`/api/carts/${cart.id}/`, { status: 1, terms_accepted: true }, { token }),
  ];
  const refused = steps.find((s) => s.status >= 300);
  if (refused) throw new Error(`panier non validé (${refused.status}) : ${JSON.stringify(refused.body)}`);
  const form = await api.get(`/api/carts/${cart.id}/payment/`, { headers: { authorization: `Bearer ${token}` } });
  if (form.status !== 200) throw new Error(`formulaire bancaire refusé (${form.status})`);
  return { cartId: cart.id, email, form: form.body };
}
