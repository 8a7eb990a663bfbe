import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: users, refresh tokens (rotation families), single-use account tokens (stored hashed),
 * bookseller terms, addresses, and the vouchers table the cart module reads.
 */
export class Accounts1763769600000 implements MigrationInterface {
  name = 'Accounts1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        nickname text,
        subscribed boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT false,
        is_staff boolean NOT NULL DEFAULT false,
        email_confirmed_at timestamptz,
        cgu_accepted_at timestamptz,
        -- label the account registered from (mails use its look); no FK: labels belong to the catalogue
        label_id int,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));
      CREATE UNIQUE INDEX users_nickname_lower_idx ON users (lower(nickname)) WHERE nickname IS NOT NULL;

      CREATE TABLE refresh_tokens (
        jti uuid PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        parent_jti uuid,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_user_live_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL;

      CREATE TABLE account_tokens (
        id bigserial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('account-confirmation', 'password-reset', 'email-change')),
        token_hash text NOT NULL UNIQUE,
        new_email text,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);

      CREATE TABLE booksellers (
        id serial PRIMARY KEY,
        user_id int NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        company_name text NOT NULL,
        gln text NOT NULL CHECK (gln ~ '^[0-9]{13}$'),
        payment_mean text NOT NULL CHECK (payment_mean IN ('sepa-debit', 'wire', 'credit-card')),
        sepa_term int NOT NULL DEFAULT 90 CHECK (sepa_term BETWEEN 0 AND 365),
        invoice_mail text NOT NULL,
        prisme_member boolean NOT NULL DEFAULT false,
        discount_bp int NOT NULL CHECK (discount_bp BETWEEN 0 AND 10000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE addresses (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL DEFAULT '',
        firstname text NOT NULL,
        lastname text NOT NULL,
        address text NOT NULL,
        address_line_2 text NOT NULL DEFAULT '',
        address_line_3 text NOT NULL DEFAULT '',
        postal_code text NOT NULL,
        city text NOT NULL,
        country char(2) NOT NULL,
        phone text NOT NULL DEFAULT '',
        gln text NOT NULL DEFAULT '',
        shadow boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX addresses_user_idx ON addresses (user_id, shadow);

      CREATE TABLE vouchers (
        id serial PRIMARY KEY,
        code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$'),
        value_cents int NOT NULL CHECK (value_cents > 0),
        remaining_cents int NOT NULL CHECK (remaining_cents >= 0 AND remaining_cents <= value_cents),
        expiration_date date,
        owner_user_id int REFERENCES users(id) ON DELETE SET NULL,
        purchaser_email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX vouchers_owner_idx ON vouchers (owner_user_id);
      CREATE INDEX vouchers_purchaser_idx ON vouchers (lower(purchaser_email));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE vouchers, addresses, booksellers, account_tokens, refresh_tokens, users');
  }
}
