import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

/** A kind of attribute (Taille, Couleur…). */
@Entity('attribute_types')
export class AttributeType {
  @PrimaryGeneratedColumn() id: number;
  @Column({ unique: true }) slug: string;
  @Column() name: string;
}

/** One value of an attribute type (M, Rouge…). */
@Entity('attributes')
export class Attribute {
  @PrimaryGeneratedColumn() id: number;
  @Column() attributeTypeId: number;
  @ManyToOne(() => AttributeType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_type_id' })
  attributeType?: Relation<AttributeType>;
  @Column() value: string;
  @Column({ default: 0 }) position: number;
}
