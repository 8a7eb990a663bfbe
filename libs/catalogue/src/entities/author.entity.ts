import { BaseEntity } from '@shop/common';
import { Column, Entity } from 'typeorm';

/** An author (auteur·ice) published by a label. Images are paths under the media root. */
@Entity('authors')
export class Author extends BaseEntity {
  @Column({ unique: true }) slug: string;
  @Column() name: string;
  @Column() labelId: number;
  @Column({ type: 'text', default: '' }) biography: string;
  @Column({ type: 'text', default: '' }) biographyText: string;
  @Column({ type: 'text', nullable: true }) avatar: string | null;
  @Column({ type: 'text', nullable: true }) banner: string | null;
}
