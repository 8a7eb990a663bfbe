import { Attribute, AttributeType } from './attribute.entity';
import { Author } from './author.entity';
import { Book } from './book.entity';
import { ShopEvent } from './event.entity';
import { Label } from './label.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';

export { Attribute, AttributeType, Author, Book, ShopEvent, Label, ProductVariant, Product };
export type { LabelTheme } from './label.entity';
export type { ProductType } from './product.entity';

/** Every entity the catalogue module owns, for TypeORM registration. */
export const CATALOGUE_ENTITIES = [Label, Author, Product, Book, ProductVariant, AttributeType, Attribute, ShopEvent];
