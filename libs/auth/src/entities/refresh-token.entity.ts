import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One issued refresh token (by its jti). Tokens of one login form a family: each refresh spends
 * its token and issues the next; presenting a spent one revokes the whole family, unless the same
 * client presents it again within the grace window (two tabs at once): it then gets the same
 * successor pair, signed again from `accessJti` and `issuedAt`.
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryColumn({ type: 'uuid' }) jti: string;
  @Column() userId: number;
  @Column({ type: 'uuid' }) familyId: string;
  @Column({ type: 'uuid', nullable: true }) parentJti: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt: Date | null;
  /** Hash of the IP and User-Agent of the request that spent it. */
  @Column({ type: 'text', nullable: true }) usedBy: string | null;
  /** The access token's jti and the `iat` of the pair this token was issued in (null before they were kept). */
  @Column({ type: 'uuid', nullable: true }) accessJti: string | null;
  @Column({ type: 'timestamptz', nullable: true }) issuedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
