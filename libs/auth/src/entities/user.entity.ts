import { BaseEntity } from '@shop/common';
import { Column, Entity } from 'typeorm';

/** A customer or staff account. Inactive until the emailed confirmation link is used. */
@Entity('users')
export class User extends BaseEntity {
  /** Stored lowercased; unique whatever the case (index on lower(email)). */
  @Column() email: string;
  /** argon2id, PHC string. */
  @Column() passwordHash: string;
  @Column({ type: 'text', nullable: true }) nickname: string | null;
  @Column({ default: false }) subscribed: boolean;
  @Column({ default: false }) isActive: boolean;
  @Column({ default: false }) isStaff: boolean;
  @Column({ type: 'timestamptz', nullable: true }) emailConfirmedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) cguAcceptedAt: Date | null;
  /** Label the account registered from: mails use its look. */
  @Column({ type: 'int', nullable: true }) labelId: number | null;
  @Column({ type: 'timestamptz', nullable: true }) lastLoginAt: Date | null;
}
