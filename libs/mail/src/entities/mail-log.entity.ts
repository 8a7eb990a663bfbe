import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MailSuppressionRow } from './mail-suppression.entity';

/**
 * `sending` exists only inside the sending transaction; committed rows are `sent`, `failed` (retried
 * until BullMQ gives up), `refused` (the server refused the address for good: suppressed) or
 * `skipped` (the address was suppressed already: nothing sent, `last_error` says why).
 */
export type MailLogStatus = 'sending' | 'sent' | 'failed' | 'refused' | 'skipped';

/**
 * One row per mail job (its BullMQ id, 'ob-<outbox id>'): what was sent to whom and how it went.
 * A job whose row says `sent` is never sent again, whatever BullMQ redelivers.
 */
@Entity('mail_log')
export class MailLog {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ unique: true }) jobId: string;
  @Column() type: string;
  @Column() recipient: string;
  @Column({ type: 'text' }) status: MailLogStatus;
  @Column({ default: 0 }) attempts: number;
  @Column({ type: 'text', nullable: true }) lastError: string | null;
  /** The Message-ID the mail went out with (the same for every attempt). */
  @Column({ type: 'text', nullable: true }) messageId: string | null;
  @Column({ type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

/** Every entity the mail module owns, for TypeORM registration. */
export const MAIL_ENTITIES = [MailLog, MailSuppressionRow];
