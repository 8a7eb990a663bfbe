import type { DataSource, EntityManager } from 'typeorm';
import { Address, Bookseller } from '../entities';
import type { BooksellerTermsChange } from '../domain/bookseller-terms';
import { maskIban } from '../domain/iban';
import { serializeBookseller, type BooksellerRepresentation } from '../serializers/profile.serializer';
import { revokeEverySession } from '../security/refresh-token.store';
import { serializeAddress, type AddressRepresentation } from '../serializers/address.serializer';

/** Who a customer is, as staff's list shows them. */
export interface CustomerSummary {
  id: number;
  email: string;
  nickname: string | null;
  /** The name of their first address (what a parcel was sent to), when they have one. */
  name: string | null;
  postalCode: string | null;
  city: string | null;
  isStaff: boolean;
  isBookseller: boolean;
  /** Logged in at least once since it was confirmed, and not deactivated. */
  state: CustomerState;
  joinedAt: Date;
  lastLoginAt: Date | null;
}

/** `unconfirmed`: the mailed link was never used; `deactivated`: staff turned it off; `erased`: anonymised for good. */
export type CustomerState = 'active' | 'unconfirmed' | 'deactivated' | 'erased';

/** An address of their book, as the account's own pages show it. */
export type CustomerAddress = AddressRepresentation;

export interface CustomerDetail extends CustomerSummary {
  subscribed: boolean;
  deactivatedAt: Date | null;
  emailConfirmedAt: Date | null;
  addresses: CustomerAddress[];
  bookseller: { companyName: string | null; discountBp: number; paymentMean: string | null; sepaTerm: number | null; mandateReference: string | null } | null;
}

export interface CustomerListQuery {
  /** An email or a part of it, a name, a postcode. */
  search?: string;
  kind?: 'reader' | 'bookseller' | 'staff';
  orderBy: string;
  limit: number;
  offset: number;
}

/** A LIKE pattern holding the text as it is (its own % and _ are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const STATE = `CASE WHEN u.erased_at IS NOT NULL THEN 'erased' WHEN u.deactivated_at IS NOT NULL THEN 'deactivated' WHEN u.email_confirmed_at IS NULL AND NOT u.is_active THEN 'unconfirmed' ELSE 'active' END`;

/** The first address of the book (the oldest not hidden): the name and town staff recognise a customer by. */
const FIRST_ADDRESS = `LEFT JOIN LATERAL (
    SELECT a.firstname, a.lastname, a.postal_code, a.city FROM addresses a WHERE a.user_id = u.id AND NOT a.shadow ORDER BY a.id LIMIT 1
  ) fa ON true`;

interface SummaryRow {
  id: number;
  email: string;
  nickname: string | null;
  firstname: string | null;
  lastname: string | null;
  postal_code: string | null;
  city: string | null;
  is_staff: boolean;
  is_bookseller: boolean;
  state: CustomerState;
  created_at: Date;
  last_login_at: Date | null;
}

const SUMMARY_COLUMNS = `u.id, u.email, u.nickname, fa.firstname, fa.lastname, fa.postal_code, fa.city, u.is_staff,
  EXISTS (SELECT 1 FROM booksellers b WHERE b.user_id = u.id) AS is_bookseller, ${STATE} AS state, u.created_at, u.last_login_at`;

const summaryOf = (r: SummaryRow): CustomerSummary => ({
  id: r.id,
  email: r.email,
  nickname: r.nickname,
  name: r.firstname === null ? null : `${r.firstname} ${r.lastname ?? ''}`.trim(),
  postalCode: r.postal_code,
  city: r.city,
  isStaff: r.is_staff,
  isBookseller: r.is_bookseller,
  state: r.state,
  joinedAt: r.created_at,
  lastLoginAt: r.last_login_at,
});

/**
 * Staff's list of accounts: searched by email, nickname, the names on their addresses (either
 * order) or a postcode (the start of it: « 690 » finds Lyon's), newest accounts first by default.
 */
export async function listCustomers(db: DataSource, query: CustomerListQuery): Promise<{ count: number; rows: CustomerSummary[] }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const search = query.search?.trim();
  if (search) {
    const like = `$${params.push(containing(search))}`;
    const postcode = /^[0-9A-Za-z -]{2,10}$/.test(search) ? `OR a.postal_code LIKE $${params.push(`${search.replace(/[\\%_]/g, '')}%`)}` : '';
    where.push(`(u.email ILIKE ${like} OR u.nickname ILIKE ${like} OR EXISTS (
        SELECT 1 FROM addresses a WHERE a.user_id = u.id AND NOT a.shadow
           AND (a.firstname || ' ' || a.lastname ILIKE ${like} OR a.lastname || ' ' || a.firstname ILIKE ${like} OR a.name ILIKE ${like} ${postcode})))`);
  }
  if (query.kind === 'staff') where.push('u.is_staff');
  if (query.kind === 'bookseller') where.push('EXISTS (SELECT 1 FROM booksellers b WHERE b.user_id = u.id)');
  if (query.kind === 'reader') where.push('NOT u.is_staff AND NOT EXISTS (SELECT 1 FROM booksellers b WHERE b.user_id = u.id)');
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ count }] = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM users u ${filter}`, params);
  const rows = await db.query<SummaryRow[]>(
    `SELECT ${SUMMARY_COLUMNS} FROM users u ${FIRST_ADDRESS} ${filter} ORDER BY ${query.orderBy}, u.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  return { count, rows: rows.map(summaryOf) };
}

/** One account as staff's customer page shows it; null when there is none. */
export async function findCustomer(db: DataSource | EntityManager, id: number): Promise<CustomerDetail | null> {
  const [row] = await db.query<(SummaryRow & { subscribed: boolean; deactivated_at: Date | null; email_confirmed_at: Date | null })[]>(
    `SELECT ${SUMMARY_COLUMNS}, u.subscribed, u.deactivated_at, u.email_confirmed_at FROM users u ${FIRST_ADDRESS} WHERE u.id = $1`,
    [id],
  );
  if (!row) return null;
  const addresses = await db.getRepository(Address).find({ where: { userId: id, shadow: false }, order: { id: 'ASC' } });
  const [bookseller] = await db.query<
    { company_name: string | null; discount_bp: number; payment_mean: string | null; sepa_term: number | null; sepa_mandate_reference: string | null }[]
  >('SELECT company_name, discount_bp, payment_mean, sepa_term, sepa_mandate_reference FROM booksellers WHERE user_id = $1', [id]);
  return {
    ...summaryOf(row),
    subscribed: row.subscribed,
    deactivatedAt: row.deactivated_at,
    emailConfirmedAt: row.email_confirmed_at,
    addresses: addresses.map(serializeAddress),
    bookseller: bookseller
      ? {
          companyName: bookseller.company_name,
          discountBp: bookseller.discount_bp,
          paymentMean: bookseller.payment_mean,
          sepaTerm: bookseller.sepa_term,
          mandateReference: bookseller.sepa_mandate_reference,
        }
      : null,
  };
}

/** An account's access before and after a change: what the audit records. */
export interface AccessChange {
  before: { state: CustomerState; isStaff: boolean };
  after: { state: CustomerState; isStaff: boolean };
}

async function lockAccess(tx: EntityManager, id: number): Promise<{ state: CustomerState; isStaff: boolean } | null> {
  const [row] = await tx.query<{ state: CustomerState; is_staff: boolean }[]>(`SELECT ${STATE} AS state, u.is_staff FROM users u WHERE u.id = $1 FOR UPDATE`, [id]);
  return row ? { state: row.state, isStaff: row.is_staff } : null;
}

/**
 * Deactivates an account: it can no longer log in, and every session it has ends at once (refresh
 * tokens revoked, access tokens refused from now). Reactivating gives back the state it had (an
 * account never confirmed stays to be confirmed). Inside the caller's transaction; null when there
 * is no such account. Doing what is already done changes nothing (and says so: before = after).
 */
export async function setAccountActive(tx: EntityManager, id: number, active: boolean, now: Date): Promise<AccessChange | null> {
  const before = await lockAccess(tx, id);
  if (!before) return null;
  if (active === (before.state !== 'deactivated')) return { before, after: before };
  if (active) {
    await tx.query('UPDATE users SET deactivated_at = NULL, is_active = email_confirmed_at IS NOT NULL, updated_at = $2 WHERE id = $1', [id, now]);
  } else {
    await tx.query('UPDATE users SET deactivated_at = $2, is_active = false, updated_at = $2 WHERE id = $1', [id, now]);
    await revokeEverySession(tx, id);
  }
  return { before, after: (await lockAccess(tx, id)) as AccessChange['after'] };
}

/**
 * Grants or removes the staff's rights. Every request reads the account's roles again
 * (AuthUserLoader), so a removal shuts the back office at the next request without ending the
 * person's sessions as a customer.
 */
export async function setStaffRights(tx: EntityManager, id: number, isStaff: boolean, now: Date): Promise<AccessChange | null> {
  const before = await lockAccess(tx, id);
  if (!before) return null;
  if (before.isStaff === isStaff) return { before, after: before };
  await tx.query('UPDATE users SET is_staff = $2, updated_at = $3 WHERE id = $1', [id, isStaff, now]);
  return { before, after: { ...before, isStaff } };
}

/** The address an erased account is left with: unique, and no mail can reach it (`.invalid`, RFC 2606). */
export const erasedEmail = (id: number) => `compte-efface-${id}@anonyme.invalid`;

/**
 * Erases a person from their account (GDPR, art. 17), inside the caller's transaction: the account
 * is anonymised (address, nickname, password, newsletter), its sessions and links end, its address
 * book is emptied of what identifies them, and it can never log in again. What the law keeps stays:
 * the invoices and credit notes (their documents were written at issue and are not touched) and
 * the orders' event streams, now owned by an anonymous account. Answers the address the account had,
 * or null when there is no such account (or it was erased already).
 */
export async function eraseAccount(tx: EntityManager, id: number, now: Date, unusablePasswordHash: string): Promise<{ email: string } | null> {
  const [row] = await tx.query<{ email: string }[]>('SELECT email FROM users WHERE id = $1 AND erased_at IS NULL FOR UPDATE', [id]);
  if (!row) return null;
  await tx.query(
    `UPDATE users SET email = $2, password_hash = $3, nickname = NULL, subscribed = false, is_active = false, is_staff = false,
            deactivated_at = coalesce(deactivated_at, $4), erased_at = $4, last_login_at = NULL, updated_at = $4
      WHERE id = $1`,
    [id, erasedEmail(id), unusablePasswordHash, now],
  );
  // Addresses orders point to are kept as rows (hidden), emptied of the person; the others go.
  await tx.query(
    `UPDATE addresses SET name = '', firstname = 'Personne', lastname = 'effacée', address = '', address_line_2 = '', address_line_3 = '',
            postal_code = '', city = '', phone = '', gln = '', shadow = true, updated_at = $2
      WHERE user_id = $1`,
    [id, now],
  );
  await tx.query(`UPDATE booksellers SET iban = NULL, invoice_mail = $2 WHERE user_id = $1`, [id, erasedEmail(id)]);
  await tx.query(`DELETE FROM account_tokens WHERE user_id = $1`, [id]);
  await revokeEverySession(tx, id);
  return { email: row.email };
}

/** A bookseller's trade terms as staff read and audit them (the discount in percent, the IBAN masked). */
export interface BooksellerTermsSnapshot {
  discount: number;
  payment_mean: string;
  sepa_term: number;
  iban: string | null;
  mandate_reference: string | null;
}

/**
 * Sets the given trade terms of a bookseller (the fields absent are left as they are, so two staff
 * changing two different terms both keep theirs; an IBAN null removes it), inside the caller's
 * transaction, the row locked: answers the terms before and after, or null when the account is no bookseller.
 */
export async function changeBooksellerTerms(
  tx: EntityManager,
  userId: number,
  change: BooksellerTermsChange,
): Promise<{ before: BooksellerTermsSnapshot; after: BooksellerTermsSnapshot } | null> {
  const read = async () => {
    const [row] = await tx.query<{ discount_bp: number; payment_mean: string; sepa_term: number; iban: string | null; sepa_mandate_reference: string | null }[]>(
      'SELECT discount_bp, payment_mean, sepa_term, iban, sepa_mandate_reference FROM booksellers WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    return row
      ? {
          discount: row.discount_bp / 100,
          payment_mean: row.payment_mean,
          sepa_term: row.sepa_term,
          iban: row.iban ? maskIban(row.iban) : null,
          mandate_reference: row.sepa_mandate_reference,
        }
      : null;
  };
  const before = await read();
  if (!before) return null;
  await tx.query(
    `UPDATE booksellers SET discount_bp = coalesce($2, discount_bp), payment_mean = coalesce($3, payment_mean), sepa_term = coalesce($4, sepa_term),
            iban = CASE WHEN $5 THEN $6 ELSE iban END, sepa_mandate_reference = CASE WHEN $7 THEN $8 ELSE sepa_mandate_reference END WHERE user_id = $1`,
    [
      userId,
      change.discountBp ?? null,
      change.paymentMean ?? null,
      change.sepaTerm ?? null,
      change.iban !== undefined,
      change.iban ?? null,
      change.mandateReference !== undefined,
      change.mandateReference ?? null,
    ],
  );
  return { before, after: (await read()) as BooksellerTermsSnapshot };
}

/** A bookseller's record as the profile shows it (`ProfileBooksellerResponse`); null when the account is no bookseller. */
export async function booksellerRecord(tx: EntityManager, userId: number): Promise<BooksellerRepresentation | null> {
  const bookseller = await tx.getRepository(Bookseller).findOneBy({ userId });
  return bookseller ? serializeBookseller(bookseller) : null;
}
