import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One issued refresh token (by its jti). Tokens of one login form a family: each refresh spends
 * its token and issues the next; presenting a spent one revokes the whole family.
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryColumn({ type: 'uuid' }) jti: string;
  @Column() userId: number;
  @Column({ type: 'uuid' }) familyId: string;
  @Column({ type: 'uuid', nullable: true }) parentJti: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
