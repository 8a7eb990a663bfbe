import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '@shop/common';
import { DataSource } from 'typeorm';
import { rolesOf } from '../domain/roles';
import { AuthUser } from './auth-user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a verified access token says about its session (JwtStrategy). */
export interface AccessTokenSession {
  userId: number;
  /** The refresh family (login) the token was issued for; null for tokens signed before families were carried. */
  familyId: string | null;
  /** `iat`, in seconds since the epoch. */
  issuedAt: number;
}

/**
 * Loads the account behind a verified access token, with what roles depend on.
 *
 * The guard reads the user row on every authenticated request anyway (is the account still
 * active, is it staff or bookseller?), so whether the token's session was ended is answered by the
 * same query: its refresh family revoked (logout, reuse detection, password change) or the token
 * signed before the user's `tokens_valid_after` (password change or reset). No extra round trip, no
 * cache that could lag behind a logout, nothing that depends on Redis being up.
 */
@Injectable()
export class AuthUserLoader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * null when the account no longer exists; `active` tells whether it may still act; `revoked`
   * whether the given session was ended (always false without a session).
   */
  async load(userId: number, session?: Omit<AccessTokenSession, 'userId'>): Promise<{ user: AuthUser; active: boolean; revoked: boolean } | null> {
    const [row] = await preparedQuery<{ id: number; email: string; is_staff: boolean; is_active: boolean; is_bookseller: boolean; discount_bp: number | null; revoked: boolean }>(
      this.db,
      `SELECT u.id, u.email, u.is_staff, u.is_active, EXISTS (SELECT 1 FROM booksellers b WHERE b.user_id = u.id) AS is_bookseller,
              (SELECT b.discount_bp FROM booksellers b WHERE b.user_id = u.id) AS discount_bp,
              ($2::int IS NOT NULL AND u.tokens_valid_after IS NOT NULL AND $2::int < floor(extract(epoch FROM u.tokens_valid_after)))
              OR ($3::uuid IS NOT NULL AND EXISTS (
                    SELECT 1 FROM refresh_tokens t WHERE t.family_id = $3::uuid AND (t.user_id <> u.id OR t.revoked_at IS NOT NULL)))
              AS revoked
         FROM users u WHERE u.id = $1`,
      [userId, Number.isInteger(session?.issuedAt) ? session?.issuedAt : null, session?.familyId && UUID.test(session.familyId) ? session.familyId : null],
    );
    if (!row) return null;
    const flags = { isStaff: row.is_staff, isBookseller: row.is_bookseller };
    // The discount comes with the user: a cart command prices the user's own cart without asking again.
    const user = { id: row.id, email: row.email, ...flags, roles: rolesOf(flags), booksellerDiscountBp: row.discount_bp };
    return { user, active: row.is_active, revoked: row.revoked };
  }
}
