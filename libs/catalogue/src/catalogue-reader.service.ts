import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery, SerializeContext } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { Author, Label, LabelTheme, Product, ProductType } from './entities';
import { ProductGraphLoader } from './loaders/product-graph.loader';
import { ProductFactsCache, ProductRepresentationCache } from './loaders/product-representation.cache';
import type { LabelSales, ProductFacts } from './product-facts';
import { LabelLookup } from './queries/label-lookup.service';
import { serializeAuthor, serializeAuthorSummary } from './serializers/author.serializer';
import { ProductRepresentation, serializeProduct } from './serializers/product.serializer';

/** A row of productFacts' query. */
interface ProductFactsRow {
  id: number;
  type: ProductType;
  label_id: number;
  name: string;
  price_cents: number;
  vat_rate_bp: number;
  out_of_stock: boolean;
  bookseller_only: boolean;
  locked_by_voucher: boolean;
  release: string | null;
  variants: { id: number; name: string; stock: number }[];
  feature_cart: boolean;
  feature_library: boolean;
  feature_shop: boolean;
  feature_crowdfunding: boolean;
}

const labelSales = (l: { feature_cart: boolean; feature_library: boolean; feature_shop: boolean; feature_crowdfunding: boolean }): LabelSales => ({
  cart: l.feature_cart,
  library: l.feature_library,
  shop: l.feature_shop,
  crowdfunding: l.feature_crowdfunding,
});

/** What other modules may read of the catalogue, already serialized. They never query its tables. */
@Injectable()
export class CatalogueReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: LabelLookup,
    private readonly products: ProductGraphLoader,
    private readonly shared: ProductRepresentationCache,
    private readonly sharedFacts: ProductFactsCache,
  ) {}

  /** A `label=` filter value (id or slug) to a label id; unknown → 400. */
  resolveLabelFilter(value: number | string | boolean | undefined): Promise<number | undefined> {
    return this.labels.resolveFilter(value);
  }

  /** Name, theme colours and last change of a label, for images drawn in its colours. */
  async labelLook(id: number): Promise<{ name: string; theme: LabelTheme; updatedAt: Date } | null> {
    return this.db.getRepository(Label).findOne({ select: { name: true, theme: true, updatedAt: true }, where: { id } });
  }

  /** What each label sells now (its switches), by id; unknown ids are left out. */
  async labelSales(ids: number[]): Promise<Map<number, LabelSales>> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (unique.length === 0) return new Map();
    const rows = await preparedQuery<{ id: number; feature_cart: boolean; feature_library: boolean; feature_shop: boolean; feature_crowdfunding: boolean }>(
      this.db,
      'SELECT id, feature_cart, feature_library, feature_shop, feature_crowdfunding FROM labels WHERE id = ANY($1::int[])',
      [unique],
    );
    return new Map(rows.map((r) => [r.id, labelSales(r)]));
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

  /**
   * The same facts through the catalogue's short-lived cache (ProductFactsCache): for a line added
   * to a cart, never for a confirmation. Shared: read only.
   */
  cachedProductFacts(ids: number[]): Promise<Map<number, ProductFacts>> {
    const valid = ids.filter((id) => Number.isSafeInteger(id));
    return valid.length ? this.sharedFacts.get(valid, (missing) => this.productFacts(missing)) : Promise.resolve(new Map());
  }

  /**
   * Facts of products for sale by id (any type), with their variants in display order; unknown ids
   * and drafts are left out (a draft is not for sale: a cart refuses it as an unknown product, and
   * drops a line whose product became one at confirmation), with what their label sells now. One
   * query: cart commands ask for them on every line added and every confirmation.
   */
  async productFacts(ids: number[]): Promise<Map<number, ProductFacts>> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (unique.length === 0) return new Map();
    const rows = await preparedQuery<ProductFactsRow>(
      this.db,
      `SELECT p.id, p.type, p.label_id, p.name, p.price_cents, p.vat_rate_bp, p.out_of_stock, p.bookseller_only, p.locked_by_voucher,
              to_char(b.release, 'YYYY-MM-DD') AS release,
              coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'stock', v.stock) ORDER BY v.position, v.id)
                          FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants,
              l.feature_cart, l.feature_library, l.feature_shop, l.feature_crowdfunding
         FROM products p JOIN labels l ON l.id = p.label_id LEFT JOIN books b ON b.product_id = p.id
        WHERE p.id = ANY($1::int[]) AND NOT p.draft`,
      [unique],
    );
    return new Map(
      rows.map((p) => [
        p.id,
        {
          id: p.id,
          type: p.type,
          labelId: p.label_id,
          name: p.name,
          priceCents: p.price_cents,
          vatRateBp: p.vat_rate_bp,
          outOfStock: p.out_of_stock,
          booksellerOnly: p.bookseller_only,
          lockedByVoucher: p.locked_by_voucher,
          variants: p.variants,
          release: p.release,
          labelSales: labelSales(p),
        },
      ]),
    );
  }
  /**
   * Books for sale by ISBN (13 digits, no hyphen), whatever hyphens the catalogue stored them with:
   * the id and title of each ISBN found; unknown ISBNs and drafts are left out. One query, for a
   * bookseller's list of ISBNs.
   */
  async booksByIsbn(isbns: string[]): Promise<Map<string, { id: number; name: string }>> {
    const unique = [...new Set(isbns)].filter((isbn) => /^\d{13}$/.test(isbn));
    if (unique.length === 0) return new Map();
    const rows = await preparedQuery<{ isbn: string; id: number; name: string }>(
      this.db,
      `SELECT DISTINCT ON (k.isbn) k.isbn, p.id, p.name
         FROM (SELECT regexp_replace(b.isbn, '[^0-9]', '', 'g') AS isbn, b.product_id FROM books b WHERE b.isbn IS NOT NULL) k
         JOIN products p ON p.id = k.product_id
        WHERE k.isbn = ANY($1::text[]) AND NOT p.draft AND p.type = 'book'
        ORDER BY k.isbn, p.id`,
      [unique],
    );
    return new Map(rows.map((r) => [r.isbn, { id: r.id, name: r.name }]));
  }
}
