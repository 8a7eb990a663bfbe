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
}
