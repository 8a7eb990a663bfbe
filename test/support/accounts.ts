import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../libs/auth/src/security/password-hasher';
import { sql, sql as runSql } from './db';
import type { ApiClient, ServedApi } from './api-client';

/** Integration-test helpers: accounts written straight to the run's database, then used through the API (login, tokens). */

export const PASSWORD = 'un mot de passe solide';

/**
 * The API's own password hashing, for suites that write their users themselves: the harness may
 * reach into a library's files, a suite under apps/ or libs/ imports only indexes and test/support.
 */
export { hashPassword };

/** An address nobody else uses, in this run or any other. */
export function uniqueEmail(tag = 'user'): string {
  return `${Date.now()}-${randomBytes(3).toString('hex')}-${tag}@test.fr`;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** Runs one query; `sql` (the run's database) unless a suite has a database of its own. */
export type QueryRunner = <T = any>(text: string, params?: unknown[]) => Promise<T[]>;

/** An account as if registered and confirmed (or not), optionally bookseller or staff. */
export async function createUser(
  options: { email?: string; password?: string; active?: boolean; staff?: boolean; bookseller?: boolean; nickname?: string } = {},
  sql: QueryRunner = runSql,
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const [{ id }] = await sql<{ id: number }>(
    `INSERT INTO users (email, password_hash, nickname, is_active, is_staff, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 THEN now() END) RETURNING id`,
    [email, await hashPassword(password), options.nickname ?? null, options.active ?? true, options.staff ?? false],
  );
  if (options.bookseller) {
    await sql(`INSERT INTO booksellers (user_id, company_name, gln, payment_mean, invoice_mail, discount_bp) VALUES ($1, 'Librairie Test', '3012345000024', 'wire', $2, 3000)`, [
      id,
      email,
    ]);
  }
  return { id, email, password };
}

/** Logs in through the API; fails the test on anything but 200. */
export async function login(api: ApiClient, user: { email: string; password: string }): Promise<{ access: string; refresh: string }> {
  const res = await api.post('/api/token/', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`connexion refusée (${res.status}) : ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A new active user, logged in. */
export async function loggedInUser(api: ServedApi, options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  return { ...user, ...(await login(api, user)) };
}

/** Email jobs written to the outbox for an address, oldest first. */
export async function mailsTo(to: string): Promise<{ type: string; token?: string; [key: string]: unknown }[]> {
  const rows = await sql<{ payload: any }>(`SELECT payload FROM outbox WHERE queue = 'emails' AND payload->>'to' = $1 ORDER BY id`, [to]);
  return rows.map((r) => r.payload);
}
