import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '@shop/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Address } from '../entities';
import { AddressRepresentation, serializeAddress } from '../serializers/address.serializer';

/** A buyer's terms: a bookseller's trade discount on books, in basis points (null: public prices). */
export interface BuyerTerms {
  booksellerDiscountBp: number | null;
}

/** Who to write to and what name to show for an account. */
export interface AccountContact {
  id: number;
  email: string;
  nickname: string | null;
}

/** A bookseller as their invoices name the buyer: company and legal identifiers (null: not given). */
export interface BooksellerIdentity {
  companyName: string;
  /** 14 digits. */
  siret: string | null;
  /** 'FR' + key + SIREN. */
  vatNumber: string | null;
  /** 13 digits. */
  gln: string;
}

/**
 * What other modules (the cart) may read of accounts: trade terms, address ownership and
 * representations, contact details. They never query the accounts tables themselves. Every method
 * takes an optional EntityManager so it can read inside the caller's transaction.
 */
/** A whole email address as typed in a search: something@domain.tld, no spaces. */
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address without its punctuation, lower-case: the expression of the index users_email_squashed_trgm_idx. */
const SQUASHED_EMAIL = `lower(regexp_replace(email, '[^[:alnum:]]+', '', 'g'))`;

@Injectable()
export class AccountReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async buyerTerms(userId: number | null, manager: EntityManager = this.db.manager): Promise<BuyerTerms> {
    if (userId === null) return { booksellerDiscountBp: null };
    const [row] = await preparedQuery<{ discount_bp: number }>(manager, 'SELECT discount_bp FROM booksellers WHERE user_id = $1', [userId]);
    return { booksellerDiscountBp: row ? row.discount_bp : null };
  }

  /** Days a bookseller's direct debit waits after the invoice (staff may change it); null for anyone else. */
  async sepaTermDays(userId: number, manager: EntityManager = this.db.manager): Promise<number | null> {
    const [row] = await manager.query<{ sepa_term: number }[]>('SELECT sepa_term FROM booksellers WHERE user_id = $1', [userId]);
    return row ? row.sepa_term : null;
  }

  /** Whether a bookseller gave the IBAN their direct debits are taken from. */
  async hasIban(userId: number, manager: EntityManager = this.db.manager): Promise<boolean> {
    const [row] = await manager.query<{ iban: string | null }[]>('SELECT iban FROM booksellers WHERE user_id = $1', [userId]);
    return Boolean(row?.iban);
  }

  /** The company and identifiers of a bookseller; null for any other account. */
  async booksellerIdentity(userId: number, manager: EntityManager = this.db.manager): Promise<BooksellerIdentity | null> {
    const [row] = await preparedQuery<BooksellerIdentity>(
      manager,
      'SELECT company_name AS "companyName", siret, vat_number AS "vatNumber", gln FROM booksellers WHERE user_id = $1',
      [userId],
    );
    return row ?? null;
  }

  /** Those of `ids` that are visible addresses (not shadow) of the user's book. */
  async ownedAddressIds(userId: number, ids: number[]): Promise<Set<number>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (wanted.length === 0) return new Set();
    const rows = await this.db.getRepository(Address).find({ select: { id: true }, where: { id: In(wanted), userId, shadow: false } });
    return new Set(rows.map((r) => r.id));
  }

  /** Addresses by id as the API shows them (shadow ones too: past orders still point to them). */
  async addresses(ids: number[], manager: EntityManager = this.db.manager): Promise<Map<number, AddressRepresentation>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    // Read as the entity's fields, without the repository: a payment reads its billing address.
    const rows = await preparedQuery<Address>(
      manager,
      `SELECT id, user_id AS "userId", name, firstname, lastname, address, address_line_2 AS "addressLine2", address_line_3 AS "addressLine3",
              postal_code AS "postalCode", city, country, phone, gln, shadow, created_at AS "createdAt", updated_at AS "updatedAt"
         FROM addresses WHERE id = ANY($1::int[])`,
      [wanted],
    );
    return new Map(rows.map((a) => [a.id, serializeAddress(a)]));
  }

  async contact(userId: number, manager: EntityManager = this.db.manager): Promise<AccountContact | null> {
    const [row] = await preparedQuery<AccountContact>(manager, 'SELECT id, email, nickname FROM users WHERE id = $1', [userId]);
    return row ?? null;
  }

  /** The emails of these accounts, by id (unknown ids left out), for lists showing their owners. */
  async emails(ids: number[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await preparedQuery<{ id: number; email: string }>(this.db, 'SELECT id, email FROM users WHERE id = ANY($1::int[])', [wanted]);
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  /**
   * The accounts whose email contains `text` (case-insensitive; `%`, `_` and `\` taken literally),
   * at most `limit` of them, lowest ids first: a staff search narrows the lists of other modules with it.
   * A whole address names its account when one has it: looked up in the unique index at once, where
   * a search inside every address would read the trigrams all addresses of a domain share.
   */
  async idsWithEmailContaining(text: string, limit: number): Promise<number[]> {
    if (WHOLE_ADDRESS.test(text)) {
      const exact = await preparedQuery<{ id: number }>(this.db, 'SELECT id FROM users WHERE lower(email) = lower($1)', [text]);
      if (exact.length > 0) return exact.map((r) => r.id);
    }
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The address without its punctuation holds the text without its own: that test reads the index
    // of that very expression (users_email_squashed_trgm_idx), whose trigrams run across `@` and dots,
    // then ILIKE keeps the addresses that hold the text as typed.
    const rows = await preparedQuery<{ id: number }>(
      this.db,
      `SELECT id FROM users
        WHERE ${SQUASHED_EMAIL} LIKE '%' || lower(regexp_replace($1::text, '[^[:alnum:]]+', '', 'g')) || '%' AND email ILIKE $2
        ORDER BY id LIMIT $3`,
      [text, pattern, limit],
    );
    return rows.map((r) => r.id);
  }
}
