import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An address the SMTP server refused for good (5xx): no mail is sent to it until it is lifted
 * (liftMailSuppression). Keyed by the lower-cased address.
 */
@Entity('mail_suppressions')
export class MailSuppressionRow {
  @PrimaryColumn({ type: 'text' }) email: string;
  @Column({ type: 'text' }) reason: string;
  @Column({ type: 'int', nullable: true }) smtpCode: number | null;
  /** The job whose mail was refused. */
  @Column({ type: 'text', nullable: true }) jobId: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
