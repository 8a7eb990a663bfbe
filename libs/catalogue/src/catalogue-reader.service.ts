import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isoDate, SerializeContext } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { Author, Book, Label, LabelTheme, Product, ProductType, ProductVariant } from './entities';
import { ProductGraphLoader } from './loaders/product-graph.loader';
import { ProductRepresentationCache } from './loaders/product-representation.cache';
import { LabelLookup } from './queries/label-lookup.service';
import { serializeAuthor, serializeAuthorSummary } from './serializers/author.serializer';
import { ProductRepresentation, serializeProduct } from './serializers/product.serializer';

/** What the cart snapshots of a product: price, VAT, stock, variants' stock and a book's release. */
export interface ProductFacts {
  id: number;
  type: ProductType;
  labelId: number;
  name: string;
  priceCents: number;
  vatRateBp: number;
  outOfStock: boolean;
  booksellerOnly: boolean;
  lockedByVoucher: boolean;
  variants: { id: number; name: string; stock: number }[];
  /** YYYY-MM-DD release of a book, null for other products. */
  release: string | null;
}

/** What other modules may read of the catalogue, already serialized. They never query its tables. */
@Injectable()
export class CatalogueReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: LabelLookup,
    private readonly products: ProductGraphLoader,
    private readonly shared: ProductRepresentationCache,
  ) {}

  /** A `label=` filter value (id or slug) to a label id; unknown → 400. */
  resolveLabelFilter(value: number | string | boolean | undefined): Promise<number | undefined> {
    return this.labels.resolveFilter(value);
  }

  /** Name, theme colours and last change of a label, for images drawn in its colours. */
  async labelLook(id: number): Promise<{ name: string; theme: LabelTheme; updatedAt: Date } | null> {
    return this.db.getRepository(Label).findOne({ select: { name: true, theme: true, updatedAt: true }, where: { id } });
  }

  labelSlugs(ids: number[]): Promise<Map<number, string>> {
    return this.labels.slugsByIds([...new Set(ids)]);
  }

  async productSlugs(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.getRepository(Product).find({ select: { id: true, slug: true }, where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((r) => [r.id, r.slug]));
  }

  async authorSummaries(ids: number[], ctx: SerializeContext) {
    const authors = ids.length ? await this.db.getRepository(Author).findBy({ id: In([...new Set(ids)]) }) : [];
    return new Map(authors.map((a) => [a.id, serializeAuthorSummary(a, ctx)]));
  }

  async authors(ids: number[], ctx: SerializeContext) {
    const authors = ids.length ? await this.db.getRepository(Author).findBy({ id: In([...new Set(ids)]) }) : [];
    const slugs = await this.labelSlugs(authors.map((a) => a.labelId));
    return new Map(authors.map((a) => [a.id, serializeAuthor(a, slugs.get(a.labelId) ?? '', ctx)]));
  }

  async productsByIds(ids: number[], ctx: SerializeContext): Promise<Map<number, ProductRepresentation>> {
    const products = ids.length ? await this.db.getRepository(Product).findBy({ id: In([...new Set(ids)]) }) : [];
    const graph = await this.products.load(products);
    return new Map(products.map((p) => [p.id, serializeProduct(p, graph, ctx)]));
  }

  /**
   * The same representations, read through the catalogue's short-lived cache (as fresh as the
   * catalogue's public pages): for expansions read on every request (cart lines). Shared: read only.
   */
  cachedProductsByIds(ids: number[], ctx: SerializeContext): Promise<Map<number, ProductRepresentation>> {
    return ids.length ? this.shared.get(ids, ctx, (missing) => this.productsByIds(missing, ctx)) : Promise.resolve(new Map());
  }

  /** Facts of products by id (any type), with their variants in display order; unknown ids are left out. */
  async productFacts(ids: number[]): Promise<Map<number, ProductFacts>> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (unique.length === 0) return new Map();
    const [products, variants, books] = await Promise.all([
      this.db.getRepository(Product).findBy({ id: In(unique) }),
      this.db.getRepository(ProductVariant).find({ where: { productId: In(unique) }, order: { position: 'ASC', id: 'ASC' } }),
      this.db.getRepository(Book).find({ select: { productId: true, release: true }, where: { productId: In(unique) } }),
    ]);
    const releases = new Map(books.map((b) => [b.productId, b.release]));
    return new Map(
      products.map((p) => [
        p.id,
        {
          id: p.id,
          type: p.type,
          labelId: p.labelId,
          name: p.name,
          priceCents: p.priceCents,
          vatRateBp: p.vatRateBp,
          outOfStock: p.outOfStock,
          booksellerOnly: p.booksellerOnly,
          lockedByVoucher: p.lockedByVoucher,
          variants: variants.filter((v) => v.productId === p.id).map((v) => ({ id: v.id, name: v.name, stock: v.stock })),
          release: isoDate(releases.get(p.id)),
        },
      ]),
    );
  }
}
