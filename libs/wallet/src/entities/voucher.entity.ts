import { BaseEntity } from '@shop/common';
import { Column, Entity } from 'typeorm';

/**
 * A gift voucher: a code worth `valueCents`, spent down to `remainingCents` by orders. Owned by the
 * account it was given to (when known) and/or remembered by the purchaser's email, so that a lost
 * code can be mailed again.
 */
@Entity('vouchers')
export class Voucher extends BaseEntity {
  /** 8 characters, uppercase letters and digits. */
  @Column({ unique: true }) code: string;
  @Column() valueCents: number;
  @Column() remainingCents: number;
  /** Last day of validity (inclusive), as YYYY-MM-DD; null: never expires. */
  @Column({ type: 'date', nullable: true }) expirationDate: string | null;
  @Column({ type: 'int', nullable: true }) ownerUserId: number | null;
  @Column({ type: 'text', nullable: true }) purchaserEmail: string | null;
}
