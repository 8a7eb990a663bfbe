import { BaseEntity } from '@shop/common';
import { Column, Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import { Author } from './author.entity';

/** A date in a label's agenda (signing, reading, fair), with the authors present. */
@Entity('events')
export class ShopEvent extends BaseEntity {
  @Column() labelId: number;
  @Column({ unique: true }) slug: string;
  @Column() title: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text', default: '' }) location: string;
  @Column({ type: 'timestamptz' }) startDate: Date;
  @Column({ type: 'timestamptz' }) endDate: Date;
  @Column({ type: 'text', nullable: true }) poster: string | null;

  @ManyToMany(() => Author)
  @JoinTable({ name: 'event_authors', joinColumn: { name: 'event_id' }, inverseJoinColumn: { name: 'author_id' } })
  authors?: Relation<Author[]>;
}
