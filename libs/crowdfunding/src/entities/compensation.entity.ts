import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A reward of a campaign. Its name, price, images and variants live on the catalogue product
 * (type 'compensation') of the same id; this row holds what only crowdfunding knows.
 */
@Entity('compensations')
export class Compensation {
  @PrimaryColumn() productId: number;
  @Column() crowdfundingId: number;
  @Column({ default: false }) limited: boolean;
  @Column({ type: 'int', nullable: true }) limitedQuantity: number | null;
  @Column({ type: 'date', nullable: true }) releaseDate: string | null;
  /** One dedication text per unit is asked for. */
  @Column({ default: false }) dedication: boolean;
  /** A pure donation (no good delivered). */
  @Column({ default: false }) donation: boolean;
  /** Books the reward holds, for goals counted in books (goal type 2). */
  @Column({ default: 0 }) booksCount: number;
  /** A composite reward's share of the price due to its books (VAT included, at 5,5 %; the rest at 20 %); null: none. */
  @Column({ type: 'int', nullable: true }) bookShareCents: number | null;
  @Column({ default: 0 }) position: number;
  /** Closed by staff: no longer offered (a reward already backed is closed, never deleted). */
  @Column({ default: false }) closed: boolean;
}
