import { BaseEntity } from '@shop/common';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A paid contribution to a campaign, with the backer's display choices. Written when an order is
 * paid (the cart module will feed it); campaign stats are derived from these rows.
 */
@Entity('contributions')
export class Contribution extends BaseEntity {
  @Column() crowdfundingId: number;
  @Column({ type: 'int', nullable: true }) userId: number | null;
  /** The paid cart (a UUID) the contribution came with. */
  @Column({ type: 'uuid', nullable: true }) cartId: string | null;
  /** That cart's reference, as its owner knows the order. */
  @Column({ type: 'text', nullable: true }) cartReference: string | null;
  @Column() nickname: string;
  @Column() amountCents: number;
  @Column({ type: 'text', default: '' }) comment: string;
  @Column({ default: false }) hidden: boolean;
  @Column({ default: true }) displayAmount: boolean;
  @Column({ default: true }) displayNickname: boolean;
  @Column({ default: true }) unsubscribed: boolean;
}

/** Rewards taken with a contribution. */
@Entity('contribution_rewards')
export class ContributionReward {
  @PrimaryGeneratedColumn() id: number;
  @Column() contributionId: number;
  @Column() compensationId: number;
  @Column({ type: 'int', nullable: true }) variantId: number | null;
  @Column() quantity: number;
  /** One text per unit when the reward is dedicated. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) dedications: string[];
}
