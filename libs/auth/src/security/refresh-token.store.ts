import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { PairParts, TokenIssuer, TokenPair } from './token-issuer';

/** How a refresh attempt ended; only `rotated` carries new tokens. */
export type RotationResult = { kind: 'rotated'; tokens: TokenPair } | { kind: 'rejected' } | { kind: 'reuse-detected' };

/**
 * Ends every session of an account at once (password change or reset, deactivation by staff): its
 * refresh tokens are revoked and the access tokens already handed out are refused from now
 * (`tokens_valid_after`, read by AuthUserLoader on every request).
 */
export async function revokeEverySession(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  await manager.query('UPDATE users SET tokens_valid_after = now() WHERE id = $1', [userId]);
}

/** Who presents a refresh token: its IP and User-Agent, hashed (the same browser's tabs share both). */
export function refreshClient(ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('base64url');
}

/**
 * Refresh tokens in PostgreSQL: rotation (each token works once) and reuse detection (a spent
 * token presented again means it leaked: the whole family of that login is revoked).
 *
 * One exception, for two tabs of one browser refreshing at once: the same client (IP and
 * User-Agent) presenting a token again within `refreshTokenReuseGraceSeconds` of its first use,
 * while the successor is still unused, gets that successor pair again (signed anew from what its
 * row keeps: the same bytes). Another client, a later reuse, or a reuse after the successor was
 * itself spent revokes the family as before.
 */
@Injectable()
export class RefreshTokenStore {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly issuer: TokenIssuer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new login: a new family, its first refresh token and an access token. */
  async startFamily(manager: EntityManager, userId: number, now: Date): Promise<TokenPair> {
    const parts = this.issuer.newParts(userId, randomUUID(), now);
    await this.insert(manager, parts, null, now);
    return this.issuer.pair(parts);
  }

  /**
   * Spends `jti` and issues its successor in the same family. The row is locked, so of two
   * concurrent refreshes with one token only the first spends it; the second then finds it spent
   * and is either the same client within the grace window (same successor pair) or a reuse.
   * The revocation of a reused family is committed even though the caller answers 401.
   */
  rotate(jti: string, userId: number, client: string, now: Date): Promise<RotationResult> {
    return this.db.transaction(async (manager) => {
      const [token] = await manager.query<{ family_id: string; used_at: Date | null; used_by: string | null; revoked_at: Date | null; expires_at: Date; is_active: boolean }[]>(
        `SELECT t.family_id, t.used_at, t.used_by, t.revoked_at, t.expires_at, u.is_active
           FROM refresh_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.jti = $1 AND t.user_id = $2 FOR UPDATE OF t`,
        [jti, userId],
      );
      if (!token || token.revoked_at !== null || token.expires_at.getTime() <= now.getTime()) return { kind: 'rejected' } as const;
      if (!token.is_active) {
        await this.revokeFamily(manager, token.family_id);
        return { kind: 'rejected' } as const;
      }
      if (token.used_at !== null) {
        const again = this.withinGrace(token.used_at, token.used_by, client, now) ? await this.unusedSuccessor(manager, jti, userId, token.family_id, now) : null;
        if (again) return { kind: 'rotated', tokens: this.issuer.pair(again) } as const;
        await this.revokeFamily(manager, token.family_id);
        return { kind: 'reuse-detected' } as const;
      }
      const next = this.issuer.newParts(userId, token.family_id, now);
      await manager.query('UPDATE refresh_tokens SET used_at = $2, used_by = $3 WHERE jti = $1', [jti, now, client]);
      await this.insert(manager, next, jti, now);
      return { kind: 'rotated', tokens: this.issuer.pair(next) } as const;
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
  revokeAllOfUser(manager: EntityManager, userId: number): Promise<void> {
    return revokeEverySession(manager, userId);
  }

  private async insert(manager: EntityManager, parts: PairParts, parentJti: string | null, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO refresh_tokens (jti, user_id, family_id, parent_jti, expires_at, access_jti, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7))`,
      [parts.refreshJti, parts.userId, parts.familyId, parentJti, new Date(now.getTime() + this.issuer.refreshTtlMs), parts.accessJti, parts.issuedAt],
    );
  }

  /** The same client, within the grace window after the first use (a request begun a little before it counts too). */
  private withinGrace(usedAt: Date, usedBy: string | null, client: string, now: Date): boolean {
    const graceMs = this.config.refreshTokenReuseGraceSeconds * 1000;
    return graceMs > 0 && usedBy === client && now.getTime() - usedAt.getTime() <= graceMs;
  }

  /** What the successor of `jti` was signed from, while it is still unused, unrevoked and unexpired; null otherwise. */
  private async unusedSuccessor(manager: EntityManager, jti: string, userId: number, familyId: string, now: Date): Promise<PairParts | null> {
    const [successor] = await manager.query<{ jti: string; access_jti: string | null; issued_at: Date | null }[]>(
      `SELECT jti, access_jti, issued_at FROM refresh_tokens
        WHERE parent_jti = $1 AND user_id = $2 AND family_id = $3 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $4`,
      [jti, userId, familyId, now],
    );
    if (!successor?.access_jti || !successor.issued_at) return null;
    return { userId, refreshJti: successor.jti, familyId, accessJti: successor.access_jti, issuedAt: Math.floor(successor.issued_at.getTime() / 1000) };
  }

  private async revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
    await manager.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
  }
}
