import { BaseEntity } from '@shop/common';
import { Column, Entity } from 'typeorm';

/**
 * An address of the user's address book. `shadow` hides an address that orders still point to:
 * deleting it would break them, so it is kept out of sight instead.
 */
@Entity('addresses')
export class Address extends BaseEntity {
  @Column() userId: number;
  @Column({ default: '' }) name: string;
  @Column() firstname: string;
  @Column() lastname: string;
  @Column() address: string;
  @Column({ name: 'address_line_2', default: '' }) addressLine2: string;
  @Column({ name: 'address_line_3', default: '' }) addressLine3: string;
  @Column() postalCode: string;
  @Column() city: string;
  /** ISO 3166-1 alpha-2. */
  @Column({ type: 'char', length: 2 }) country: string;
  @Column({ default: '' }) phone: string;
  @Column({ default: '' }) gln: string;
  @Column({ default: false }) shadow: boolean;
}
