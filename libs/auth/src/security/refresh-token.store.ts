import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { TokenIssuer, TokenPair } from './token-issuer';

/** How a refresh attempt ended; only `rotated` carries new tokens. */
export type RotationResult = { kind: 'rotated'; tokens: TokenPair } | { kind: 'rejected' } | { kind: 'reuse-detected' };

/**
 * Refresh tokens in PostgreSQL: rotation (each token works once) and reuse detection (a spent
 * token presented again means it leaked: the whole family of that login is revoked).
 */
@Injectable()
export class RefreshTokenStore {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly issuer: TokenIssuer,
  ) {}

  /** A new login: a new family, its first refresh token and an access token. */
  async startFamily(manager: EntityManager, userId: number, now: Date): Promise<TokenPair> {
    const jti = randomUUID();
    const familyId = randomUUID();
    await manager.query(
      'INSERT INTO refresh_tokens (jti, user_id, family_id, expires_at) VALUES ($1, $2, $3, $4)',
      [jti, userId, familyId, new Date(now.getTime() + this.issuer.refreshTtlMs)],
    );
    return this.issuer.pair(userId, jti, familyId);
  }

  /**
   * Spends `jti` and issues its successor in the same family. The row is locked, so two
   * concurrent refreshes with one token cannot both succeed: the second one is a reuse.
   * The revocation of a reused family is committed even though the caller answers 401.
   */
  rotate(jti: string, userId: number, now: Date): Promise<RotationResult> {
    return this.db.transaction(async (manager) => {
      const [token] = await manager.query<{ family_id: string; used_at: Date | null; revoked_at: Date | null; expires_at: Date; is_active: boolean }[]>(
        `SELECT t.family_id, t.used_at, t.revoked_at, t.expires_at, u.is_active
           FROM refresh_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.jti = $1 AND t.user_id = $2 FOR UPDATE OF t`,
        [jti, userId],
      );
      if (!token || token.revoked_at !== null || token.expires_at.getTime() <= now.getTime()) return { kind: 'rejected' } as const;
      if (token.used_at !== null) {
        await this.revokeFamily(manager, token.family_id);
        return { kind: 'reuse-detected' } as const;
      }
      if (!token.is_active) {
        await this.revokeFamily(manager, token.family_id);
        return { kind: 'rejected' } as const;
      }
      const next = randomUUID();
      await manager.query('UPDATE refresh_tokens SET used_at = $2 WHERE jti = $1', [jti, now]);
      await manager.query(
        'INSERT INTO refresh_tokens (jti, user_id, family_id, parent_jti, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [next, userId, token.family_id, jti, new Date(now.getTime() + this.issuer.refreshTtlMs)],
      );
      return { kind: 'rotated', tokens: this.issuer.pair(userId, next, token.family_id) } as const;
    });
  }

  /** Logout: the family of this token stops working. */
  async revokeFamilyOf(jti: string, userId: number): Promise<void> {
    await this.db.query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE jti = $1 AND user_id = $2)`,
      [jti, userId],
    );
  }

  /**
   * A password change or reset: every session of the user must log in again, and the access
   * tokens already handed out stop working at once (`tokens_valid_after`, read by AuthUserLoader).
   */
  async revokeAllOfUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    await manager.query('UPDATE users SET tokens_valid_after = now() WHERE id = $1', [userId]);
  }

  private async revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
    await manager.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
  }
}
