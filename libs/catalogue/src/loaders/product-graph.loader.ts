import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Attribute, AttributeType, Author, Book, Label, Product, ProductVariant } from '../entities';

/** Everything around a set of products that their representation needs, loaded in a few batched queries. */
export interface ProductGraph {
  books: Map<number, Book>;
  variants: Map<number, ProductVariant[]>;
  productAttributes: Map<number, Attribute[]>;
  variantAttributes: Map<number, number[]>;
  attributeTypes: Map<number, AttributeType>;
  links: Map<number, number[]>;
  authors: Map<number, Author>;
  labelSlugs: Map<number, string>;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Loads the graph of books, variants, attributes, links, authors and labels of products, without N+1 queries. */
@Injectable()
export class ProductGraphLoader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async load(products: Product[]): Promise<ProductGraph> {
    const ids = products.map((p) => p.id);
    const authorIds = [...new Set(products.map((p) => p.authorId).filter((id): id is number => id !== null))];
    const labelIds = [...new Set(products.map((p) => p.labelId))];
    if (ids.length === 0) {
      return {
        books: new Map(),
        variants: new Map(),
        productAttributes: new Map(),
        variantAttributes: new Map(),
        attributeTypes: new Map(),
        links: new Map(),
        authors: new Map(),
        labelSlugs: new Map(),
      };
    }
    const [books, variants, productAttributeRows, links, authors, labels] = await Promise.all([
      this.db.getRepository(Book).findBy({ productId: In(ids) }),
      this.db.getRepository(ProductVariant).find({ where: { productId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }),
      this.db.query<{ product_id: number; attribute_id: number }[]>('SELECT product_id, attribute_id FROM product_attributes WHERE product_id = ANY($1)', [ids]),
      this.db.query<{ product_id: number; linked_product_id: number }[]>(
        // A draft is linked from nowhere public.
        `SELECT l.product_id, l.linked_product_id FROM product_links l JOIN products p ON p.id = l.linked_product_id
          WHERE l.product_id = ANY($1) AND NOT p.draft ORDER BY l.linked_product_id`,
        [ids],
      ),
      authorIds.length ? this.db.getRepository(Author).findBy({ id: In(authorIds) }) : Promise.resolve([]),
      this.db.getRepository(Label).find({ select: { id: true, slug: true }, where: { id: In(labelIds) } }),
    ]);
    const variantIds = variants.map((v) => v.id);
    const variantAttributeRows = variantIds.length
      ? await this.db.query<{ variant_id: number; attribute_id: number }[]>('SELECT variant_id, attribute_id FROM variant_attributes WHERE variant_id = ANY($1)', [variantIds])
      : [];
    const attributeIds = [...new Set([...productAttributeRows, ...variantAttributeRows].map((r) => r.attribute_id))];
    const attributes = attributeIds.length ? await this.db.getRepository(Attribute).find({ where: { id: In(attributeIds) }, order: { position: 'ASC', id: 'ASC' } }) : [];
    const typeIds = [...new Set(attributes.map((a) => a.attributeTypeId))];
    const types = typeIds.length ? await this.db.getRepository(AttributeType).findBy({ id: In(typeIds) }) : [];
    const attributesById = new Map(attributes.map((a) => [a.id, a]));

    return {
      books: new Map(books.map((b) => [b.productId, b])),
      variants: groupBy(variants, (v) => v.productId),
      productAttributes: new Map(
        [...groupBy(productAttributeRows, (r) => r.product_id)].map(([pid, rows]) => [
          pid,
          rows.map((r) => attributesById.get(r.attribute_id)!).sort((a, b) => a.position - b.position || a.id - b.id),
        ]),
      ),
      variantAttributes: new Map([...groupBy(variantAttributeRows, (r) => r.variant_id)].map(([vid, rows]) => [vid, rows.map((r) => r.attribute_id).sort((a, b) => a - b)])),
      attributeTypes: new Map(types.map((t) => [t.id, t])),
      links: new Map([...groupBy(links, (r) => r.product_id)].map(([pid, rows]) => [pid, rows.map((r) => r.linked_product_id)])),
      authors: new Map(authors.map((a) => [a.id, a])),
      labelSlugs: new Map(labels.map((l) => [l.id, l.slug])),
    };
  }
}
