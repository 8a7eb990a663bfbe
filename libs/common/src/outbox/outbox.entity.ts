import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A side effect waiting to be handed to a queue; written in the same transaction as the change. */
@Entity('outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() queue: string;
  @Column() jobName: string;
  @Column({ type: 'jsonb' }) payload: unknown;
  @Column({ type: 'text', nullable: true }) correlationId: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ default: 0 }) attempts: number;
  @Column({ type: 'text', nullable: true }) lastError: string | null;
  @Column({ type: 'timestamptz' }) nextAttemptAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) dispatchedAt: Date | null;
  /** Set by the job itself once it has finished (see recordOutboxJobDone). */
  @Column({ type: 'timestamptz', nullable: true }) completedAt: Date | null;
  /** Times the reconciler handed the row again after Redis lost its job. */
  @Column({ default: 0 }) requeued: number;
}
