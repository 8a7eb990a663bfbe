/** Runs SQL: a DataSource or a transaction's EntityManager. */
type SqlRunner = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

/**
 * The readers who asked for the newsletter: accounts with `subscribed` set and confirmed (an
 * unconfirmed address may not be its owner's). One row per address, lower-cased, column `email`;
 * the newsletter module copies it into its recipients in the statement that starts a sending.
 */
export const NEWSLETTER_SUBSCRIBERS_SQL = 'SELECT DISTINCT lower(email) AS email FROM users WHERE subscribed AND is_active';

/** Takes an address off the newsletter; nothing happens (and nothing tells) when no account has it. */
export async function unsubscribeFromNewsletter(db: SqlRunner, email: string): Promise<void> {
  await db.query('UPDATE users SET subscribed = false, updated_at = now() WHERE lower(email) = lower($1) AND subscribed', [email]);
}
