import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Product } from './product.entity';

/** Book-specific data of a product of type 'book'. `release` is the project's release date. */
@Entity('books')
export class Book {
  @PrimaryColumn() productId: number;
  @OneToOne(() => Product, (product) => product.book, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<Product>;
  @Column({ type: 'text', nullable: true }) isbn: string | null;
  @Column({ type: 'int', nullable: true }) nbPages: number | null;
  @Column({ type: 'date', nullable: true }) release: string | null;
  @Column({ type: 'text', nullable: true }) publisher: string | null;
  @Column({ default: false }) isExternal: boolean;
  @Column({ default: false }) published: boolean;
}
