import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A news item posted on a campaign. */
@Entity('crowdfunding_news')
export class CrowdfundingNews {
  @PrimaryGeneratedColumn() id: number;
  @Column() crowdfundingId: number;
  @Column() subject: string;
  @Column({ type: 'timestamptz' }) date: Date;
  @Column({ type: 'text' }) content: string;
}

/** A question and its answer on a campaign's FAQ. */
@Entity('crowdfunding_faqs')
export class CrowdfundingFaq {
  @PrimaryGeneratedColumn() id: number;
  @Column() crowdfundingId: number;
  @Column({ type: 'text' }) question: string;
  @Column({ type: 'text' }) response: string;
  @Column({ default: 0 }) position: number;
}
