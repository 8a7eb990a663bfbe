import type { EntityManager } from 'typeorm';
import { hashPassword } from '../security/password-hasher';

/** The demo's accounts, one per role (§6), all with the password `motdepasse`. */
export const DEMO_USERS = {
  reader: { id: 1, email: 'lecteur@exemplaire.test', nickname: 'Camille Lecteur' },
  bookseller: { id: 2, email: 'librairie@exemplaire.test', nickname: 'Librairie du Port' },
  staff: { id: 3, email: 'equipe@exemplaire.test', nickname: 'Équipe Exemplaire' },
} as const;

export const DEMO_PASSWORD = 'motdepasse';

/** The demo bookseller's fictitious identifiers: a SIRET passing its key, and the VAT number of its SIREN. */
export const DEMO_BOOKSELLER_IDENTIFIERS = { siret: '44123456400017', vatNumber: 'FR91441234564' } as const;

async function resetSequence(manager: EntityManager, table: string): Promise<void> {
  await manager.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
}

/**
 * Writes the demo accounts (reader with an address, bookseller with trade terms, staff), active, in
 * the caller's transaction. Idempotent: fixed ids and upserts. Vouchers are not the accounts'
 * data: the demo seeds the reader's gift voucher after these accounts, with the wallet's rows.
 */
export async function seedDemoUsers(manager: EntityManager, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [role, user] of Object.entries(DEMO_USERS)) {
    await manager.query(
      `INSERT INTO users (id, email, password_hash, nickname, subscribed, is_active, is_staff, email_confirmed_at, cgu_accepted_at, label_id)
       VALUES ($1, $2, $3, $4, $5, true, $6, $7, $7, 1)
       ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, password_hash = EXCLUDED.password_hash, nickname = EXCLUDED.nickname,
         subscribed = EXCLUDED.subscribed, is_active = true, is_staff = EXCLUDED.is_staff, updated_at = now()`,
      [user.id, user.email, passwordHash, user.nickname, role === 'reader', role === 'staff', now],
    );
  }
  await manager.query(
    `INSERT INTO booksellers (id, user_id, company_name, gln, payment_mean, sepa_term, invoice_mail, prisme_member, discount_bp, iban, siret, vat_number)
     VALUES (1, $1, 'Librairie du Port', '3012345000017', 'sepa-debit', 90, 'factures@librairie-du-port.test', true, 3000, 'FR7630006000011234567890189', $2, $3)
     ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, company_name = EXCLUDED.company_name, gln = EXCLUDED.gln,
       payment_mean = EXCLUDED.payment_mean, sepa_term = EXCLUDED.sepa_term, invoice_mail = EXCLUDED.invoice_mail,
       prisme_member = EXCLUDED.prisme_member, discount_bp = EXCLUDED.discount_bp, iban = EXCLUDED.iban,
       siret = EXCLUDED.siret, vat_number = EXCLUDED.vat_number, updated_at = now()`,
    [DEMO_USERS.bookseller.id, DEMO_BOOKSELLER_IDENTIFIERS.siret, DEMO_BOOKSELLER_IDENTIFIERS.vatNumber],
  );
  const addresses: [number, number, string, string, string, string, string, string, string][] = [
    [1, DEMO_USERS.reader.id, 'Maison', 'Camille', 'Lecteur', '12 rue des Lilas', '69004', 'Lyon', '+33 6 12 34 56 78'],
    [2, DEMO_USERS.bookseller.id, 'Librairie du Port', 'Yann', 'Le Goff', '3 quai de la Fosse', '44000', 'Nantes', '02 40 00 00 00'],
  ];
  for (const a of addresses) {
    await manager.query(
      `INSERT INTO addresses (id, user_id, name, firstname, lastname, address, postal_code, city, country, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'FR', $9)
       ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, name = EXCLUDED.name, firstname = EXCLUDED.firstname,
         lastname = EXCLUDED.lastname, address = EXCLUDED.address, postal_code = EXCLUDED.postal_code, city = EXCLUDED.city,
         country = EXCLUDED.country, phone = EXCLUDED.phone, shadow = false, updated_at = now()`,
      a,
    );
  }
  for (const table of ['users', 'booksellers', 'addresses']) await resetSequence(manager, table);
}
