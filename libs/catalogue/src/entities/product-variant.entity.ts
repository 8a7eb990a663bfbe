import { BaseEntity } from '@shop/common';
import { Column, Entity, JoinColumn, JoinTable, ManyToMany, ManyToOne, type Relation } from 'typeorm';
import { Attribute } from './attribute.entity';
import { Product } from './product.entity';

/** A variant of a product (size, colour…), with its own stock. */
@Entity('product_variants')
export class ProductVariant extends BaseEntity {
  @Column() productId: number;
  @ManyToOne(() => Product, (product) => product.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<Product>;
  @Column() name: string;
  @Column({ default: 0 }) stock: number;
  @Column({ default: 0 }) position: number;

  @ManyToMany(() => Attribute)
  @JoinTable({ name: 'variant_attributes', joinColumn: { name: 'variant_id' }, inverseJoinColumn: { name: 'attribute_id' } })
  attributes?: Relation<Attribute[]>;
}
