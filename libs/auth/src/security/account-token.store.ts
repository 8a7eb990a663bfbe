import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { accountTokenExpiry, AccountTokenPurpose, generateAccountToken, hashAccountToken } from '../domain/account-token';

/** A token spent by `consume`: whose it was, and the address an email change carries. */
export interface ConsumedToken {
  userId: number;
  newEmail: string | null;
}

/** Mailed single-use tokens: only their SHA-256 is stored; spending one is a single atomic UPDATE. */
@Injectable()
export class AccountTokenStore {
  /** Creates a token in the caller's transaction and returns it in clear, for the mail. */
  async issue(manager: EntityManager, userId: number, purpose: AccountTokenPurpose, now: Date, newEmail: string | null = null): Promise<string> {
    const token = generateAccountToken();
    await manager.query('INSERT INTO account_tokens (user_id, purpose, token_hash, new_email, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      purpose,
      hashAccountToken(token),
      newEmail,
      accountTokenExpiry(purpose, now),
    ]);
    return token;
  }

  /**
   * Marks the token used if it exists for this purpose, is unused and unexpired (and belongs to
   * `email` when given). Two concurrent uses cannot both succeed: the UPDATE's condition decides.
   */
  async consume(manager: EntityManager, purpose: AccountTokenPurpose, token: string, now: Date, email?: string): Promise<ConsumedToken | null> {
    if (!token) return null;
    const [rows] = await manager.query<[{ user_id: number; new_email: string | null }[], number]>(
      `UPDATE account_tokens t SET used_at = $3
         FROM users u
        WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > $3
          AND u.id = t.user_id AND ($4::text IS NULL OR lower(u.email) = lower($4::text))
        RETURNING t.user_id, t.new_email`,
      [hashAccountToken(token), purpose, now, email ?? null],
    );
    const row = rows?.[0];
    return row ? { userId: row.user_id, newEmail: row.new_email } : null;
  }

  /** After a reset, the other reset links of the user must not work any more. */
  async spendAll(manager: EntityManager, userId: number, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await manager.query('UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose, now]);
  }
}
