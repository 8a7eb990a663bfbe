import { MigrationInterface, QueryRunner } from 'typeorm';

/** An account's address without its punctuation, lower-case (AccountReader searches this very expression). */
const SQUASHED_EMAIL = `lower(regexp_replace(email, '[^[:alnum:]]+', '', 'g'))`;

/**
 * Staff's searches stay fast between two vacuums, and a part of an address is found without reading
 * every address of its domain (measured on the scale data set after the cart benchmark's writes):
 * - A trigram index buffers new entries in a pending list that each search reads in full, until a
 *   vacuum merges it. Every change to a cart writes a new index entry (its row changes columns other
 *   indexes hold), so after a few thousand cart commands the list had 495 pages and a search by
 *   reference took 23 ms instead of 0.3 ms. A 64 kB list is merged by the write that fills it.
 * - Trigrams are taken word by word, so `lecteur@exemplaire` asked for the trigrams of « lecteur »
 *   and of « exemplaire », which all 100,000 `lecteur-N@echelle.exemplaire.test` have: 162 ms to
 *   read and recheck them. The address without its punctuation (`lecteurexemplaire`) keeps the
 *   trigrams across the `@` and the dots, which only the addresses holding that text have. It
 *   replaces the index of the addresses as they are: left beside it, a prepared search combined the
 *   two and read the broad one anyway (92 ms).
 */
export class StaffSearchUpkeep1763920700000 implements MigrationInterface {
  name = 'StaffSearchUpkeep1763920700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER INDEX carts_reference_trgm_idx SET (gin_pending_list_limit = 64);
      SELECT gin_clean_pending_list('carts_reference_trgm_idx');
      DROP INDEX users_email_trgm_idx;
      CREATE INDEX users_email_squashed_trgm_idx ON users USING gin ((${SQUASHED_EMAIL}) gin_trgm_ops) WITH (gin_pending_list_limit = 64);
      ANALYZE users;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX users_email_squashed_trgm_idx;
      CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
      ALTER INDEX carts_reference_trgm_idx RESET (gin_pending_list_limit);
    `);
  }
}
