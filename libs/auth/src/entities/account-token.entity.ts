import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AccountTokenPurpose } from '../domain/account-token';

/** A mailed single-use token (confirmation, reset, email change), kept only as its SHA-256. */
@Entity('account_tokens')
export class AccountToken {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() userId: number;
  @Column({ type: 'text' }) purpose: AccountTokenPurpose;
  @Column({ unique: true }) tokenHash: string;
  /** The address an email change will apply. */
  @Column({ type: 'text', nullable: true }) newEmail: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
