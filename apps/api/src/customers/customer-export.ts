import { type CustomerDetail, findCustomer } from '@shop/auth';
import { escapeHtml } from '@shop/mail';
import type { DataSource } from 'typeorm';

/** Everything the shop holds about a person (GDPR, art. 15 and 20), as staff hand it to them. */
export interface CustomerExport {
  exported_at: string;
  account: {
    id: number;
    email: string;
    nickname: string | null;
    joined_at: string;
    email_confirmed_at: string | null;
    last_login_at: string | null;
    newsletter: boolean;
    state: string;
  };
  addresses: { name: string; firstname: string; lastname: string; address: string; postal_code: string; city: string; country: string; phone: string; gln: string }[];
  bookseller: Record<string, unknown> | null;
  orders: { reference: string; status: string; total: string; payment: string | null; created_at: string; paid_at: string | null; invoice: string | null }[];
  credit_notes: { number: string; issued_on: string; amount: string; reason: string }[];
  vouchers: { code: string; value: string; remaining: string; expires_on: string | null }[];
  messages: { sent_at: string; subject: string; message: string }[];
}

const ORDER_STATUS: Record<number, string> = { 0: 'panier ouvert', 1: 'panier validé', 2: 'commande' };
const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * Gathers the export. The orders, credit notes, vouchers and messages are read as stored (the
 * legal records of their modules, read only); null when there is no such account.
 */
export async function customerExport(db: DataSource, id: number, now = new Date()): Promise<CustomerExport | null> {
  const customer: CustomerDetail | null = await findCustomer(db, id);
  if (!customer) return null;
  const [bookseller] = await db.query<Record<string, unknown>[]>(
    `SELECT company_name, siret, vat_number, gln, invoice_mail, payment_mean, sepa_term, discount_bp / 100.0 AS discount, iban FROM booksellers WHERE user_id = $1`,
    [id],
  );
  const orders = await db.query<
    { reference: string; status: number; total_cents: number; paid_with: string | null; created_at: Date; paid_at: Date | null; invoice_number: string | null }[]
  >(
    `SELECT reference, status, total_cents, paid_with, created_at, paid_at, invoice_number FROM carts
      WHERE owner_id = $1 AND state->>'mergedInto' IS NULL ORDER BY created_at, id`,
    [id],
  );
  const creditNotes = await db.query<{ number: string; issued_on: string; amount_cents: number; reason: string }[]>(
    `SELECT number, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, amount_cents, reason FROM credit_notes WHERE owner_id = $1 ORDER BY issued_on, number`,
    [id],
  );
  const vouchers = await db.query<{ code: string; value_cents: number; remaining_cents: number; expires_on: string | null }[]>(
    `SELECT code, value_cents, remaining_cents, to_char(expiration_date, 'YYYY-MM-DD') AS expires_on FROM vouchers WHERE owner_user_id = $1 ORDER BY created_at, id`,
    [id],
  );
  const messages = await db.query<{ created_at: Date; subject: string; message: string }[]>(
    `SELECT created_at, subject, message FROM contact_messages WHERE lower(email) = lower($1) ORDER BY created_at, id`,
    [customer.email],
  );
  return {
    exported_at: now.toISOString(),
    account: {
      id: customer.id,
      email: customer.email,
      nickname: customer.nickname,
      joined_at: customer.joinedAt.toISOString(),
      email_confirmed_at: customer.emailConfirmedAt?.toISOString() ?? null,
      last_login_at: customer.lastLoginAt?.toISOString() ?? null,
      newsletter: customer.subscribed,
      state: customer.state,
    },
    addresses: customer.addresses.map((a) => ({
      name: a.name,
      firstname: a.firstname,
      lastname: a.lastname,
      address: [a.address, a.address_line_2, a.address_line_3].filter(Boolean).join(', '),
      postal_code: a.postal_code,
      city: a.city,
      country: a.country.code,
      phone: a.phone,
      gln: a.gln,
    })),
    bookseller: bookseller ?? null,
    orders: orders.map((o) => ({
      reference: o.reference,
      status: ORDER_STATUS[o.status] ?? String(o.status),
      total: euros(o.total_cents),
      payment: o.paid_with,
      created_at: o.created_at.toISOString(),
      paid_at: o.paid_at?.toISOString() ?? null,
      invoice: o.invoice_number,
    })),
    credit_notes: creditNotes.map((c) => ({ number: c.number, issued_on: c.issued_on, amount: euros(c.amount_cents), reason: c.reason })),
    vouchers: vouchers.map((v) => ({ code: v.code, value: euros(v.value_cents), remaining: euros(v.remaining_cents), expires_on: v.expires_on })),
    messages: messages.map((m) => ({ sent_at: m.created_at.toISOString(), subject: m.subject, message: m.message })),
  };
}

/** A table of rows under a heading, every value escaped; « Aucune donnée. » when there are none. */
function section(title: string, rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return `<h2>${escapeHtml(title)}</h2><p>Aucune donnée.</p>`;
  const columns = Object.keys(rows[0]);
  const cell = (value: unknown) => `<td>${escapeHtml(value === null || value === undefined ? '—' : String(value))}</td>`;
  return `<h2>${escapeHtml(title)}</h2><table><thead><tr>${columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${columns.map((c) => cell(row[c])).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** The same export as a page a person reads in any browser, offline (no script, no outside file). */
export function customerExportHtml(data: CustomerExport, shopName: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Vos données chez ${escapeHtml(shopName)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem;color:#1a1a1a}table{border-collapse:collapse;margin-bottom:1.5rem}th,td{border:1px solid #999;padding:.3rem .6rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>Vos données chez ${escapeHtml(shopName)}</h1>
<p>Export du ${escapeHtml(data.exported_at)} : tout ce que la boutique conserve sur votre compte.</p>
${section('Compte', [data.account])}
${section('Adresses', data.addresses)}
${section('Conditions de libraire', data.bookseller ? [data.bookseller] : [])}
${section('Commandes et paniers', data.orders)}
${section('Avoirs', data.credit_notes)}
${section('Bons d’achat', data.vouchers)}
${section('Messages envoyés', data.messages)}
</body></html>`;
}
