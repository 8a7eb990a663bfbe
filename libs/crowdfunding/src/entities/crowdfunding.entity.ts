import { BaseEntity } from '@shop/common';
import { Column, Entity } from 'typeorm';

/** 1: the goal is an amount collected (cents); 2: the goal is a number of books pre-sold. */
export type GoalType = 1 | 2;

/** A crowdfunding campaign (pre-sale) for a book of a label. */
@Entity('crowdfundings')
export class Crowdfunding extends BaseEntity {
  @Column({ unique: true }) slug: string;
  @Column() title: string;
  @Column() labelId: number;
  @Column({ type: 'int', nullable: true }) authorId: number | null;
  /** The book (product id) this campaign pre-sells, once it exists in the catalogue. */
  @Column({ type: 'int', nullable: true }) bookId: number | null;
  @Column({ type: 'text', nullable: true }) video: string | null;
  @Column({ type: 'text', nullable: true }) cover: string | null;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text', default: '' }) descriptionText: string;
  @Column({ type: 'timestamptz' }) startDate: Date;
  @Column({ type: 'timestamptz' }) endDate: Date;
  @Column({ type: 'date', nullable: true }) releaseDate: string | null;
  @Column({ type: 'smallint' }) goalType: GoalType;
  /** Cents when goalType is 1, a number of books when it is 2. */
  @Column() goal: number;
  @Column({ default: false }) christmas: boolean;
  /** Switched off by staff, whatever the dates say. */
  @Column({ default: false }) disabled: boolean;
  /** Being prepared by staff: in no public list, answered only to staff, closed to backers. */
  @Column({ default: false }) draft: boolean;
  /** Listed publicly (public=true filter). */
  @Column({ default: true }) public: boolean;
  @Column({ type: 'text', nullable: true }) facebookPixelId: string | null;
}
