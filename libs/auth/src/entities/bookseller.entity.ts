import { BaseEntity } from '@shop/common';
import { Column, Entity } from 'typeorm';
import type { PaymentMean } from '../domain/bookseller-terms';

/** The trade side of a bookseller's account: company, payment mean and the discount staff grant. */
@Entity('booksellers')
export class Bookseller extends BaseEntity {
  @Column({ unique: true }) userId: number;
  @Column() companyName: string;
  /** Global Location Number of the shop (13 digits). */
  @Column() gln: string;
  @Column({ type: 'text' }) paymentMean: PaymentMean;
  /** Days before a direct debit is taken. */
  @Column({ default: 90 }) sepaTerm: number;
  @Column() invoiceMail: string;
  /** Bank account for direct debits, electronic format; never shown in full. */
  @Column({ type: 'varchar', nullable: true }) iban: string | null;
  /** The SEPA mandate's unique reference (RUM), recorded by staff. */
  @Column({ type: 'text', nullable: true }) sepaMandateReference: string | null;
  /** SIRET of the company (14 digits, no spaces); null until given. */
  @Column({ type: 'varchar', nullable: true }) siret: string | null;
  /** Intra-EU VAT number ('FR' + key + SIREN, no spaces); null until given. */
  @Column({ type: 'varchar', nullable: true }) vatNumber: string | null;
  @Column({ default: false }) prismeMember: boolean;
  /** Trade discount on books in basis points (3000 = 30 %). */
  @Column() discountBp: number;
}
