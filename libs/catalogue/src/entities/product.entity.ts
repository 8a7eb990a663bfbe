import { BaseEntity } from '@shop/common';
import { Column, Entity, JoinTable, ManyToMany, OneToMany, OneToOne, type Relation } from 'typeorm';
import { Attribute } from './attribute.entity';
// Types only: the book and the variants name their product, so the relations below name them by
// entity name (TypeORM resolves it among the registered entities), and the modules load in one way.
import type { Book } from './book.entity';
import type { ProductVariant } from './product-variant.entity';

/** Kinds of product the shop sells. A compensation is a crowdfunding reward; a gift card sells a voucher. */
export type ProductType = 'book' | 'goodie' | 'compensation' | 'giftcard';

/** Anything sold: books, goodies, crowdfunding rewards, gift cards. Prices VAT included, in cents. */
@Entity('products')
export class Product extends BaseEntity {
  @Column({ type: 'text' }) type: ProductType;
  @Column({ unique: true }) slug: string;
  @Column() labelId: number;
  @Column() name: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text', default: '' }) descriptionText: string;
  @Column() priceCents: number;
  /** VAT rate in basis points: 550 for books, 2000 for other goods. */
  @Column() vatRateBp: number;
  @Column({ default: false }) lockedByVoucher: boolean;
  @Column({ default: false }) booksellerOnly: boolean;
  @Column({ default: false }) outOfStock: boolean;
  /** Seen by staff only: left out of every public list and of carts (see docs/back-office.md). */
  @Column({ default: false }) draft: boolean;
  @Column({ type: 'date', nullable: true }) restockingDate: string | null;
  @Column({ type: 'int', nullable: true }) authorId: number | null;
  @Column({ type: 'text', nullable: true }) image: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) images: string[];
  @Column({ default: 0 }) position: number;

  @OneToOne<Book>('Book', (book) => book.product) book?: Relation<Book>;
  @OneToMany<ProductVariant>('ProductVariant', (variant) => variant.product) variants?: Relation<ProductVariant[]>;

  @ManyToMany(() => Attribute)
  @JoinTable({ name: 'product_attributes', joinColumn: { name: 'product_id' }, inverseJoinColumn: { name: 'attribute_id' } })
  attributes?: Relation<Attribute[]>;

  @ManyToMany(() => Product)
  @JoinTable({ name: 'product_links', joinColumn: { name: 'product_id' }, inverseJoinColumn: { name: 'linked_product_id' } })
  linkedProducts?: Relation<Product[]>;
}
