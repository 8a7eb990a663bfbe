import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DrfNotFound,
  fetchPage,
  FieldTree,
  has,
  ListQuery,
  ListQuerySpec,
  Page,
  paginate,
  preparedQuery,
  SerializeContext,
  serializedPage,
  ShapeQuery,
  shapeOne,
  shapePage,
} from '@shop/common';
import { DataSource, In, SelectQueryBuilder } from 'typeorm';
import { Author, Book, Product, ProductType } from '../entities';
import { ProductGraph, ProductGraphLoader } from '../loaders/product-graph.loader';
import { serializeAuthor } from '../serializers/author.serializer';
import { serializeBook, serializeProduct } from '../serializers/product.serializer';
import { recordOfOldSlug } from '../old-slugs/old-slugs';
import { CardBytes, CardRef, writtenVersion } from '../read-model/card-bytes';
import { presentCard, ProductCards } from '../read-model/product-cards';
import { LabelLookup } from './label-lookup.service';

const PRODUCT_ORDERING = {
  id: 'p.id',
  name: 'p.name',
  price: 'p.priceCents',
  position: 'p.position',
  created_at: 'p.createdAt',
};

export const BOOK_LIST_SPEC: ListQuerySpec = {
  ordering: { ...PRODUCT_ORDERING, title: 'p.name', release: 'b.release', project__release: 'b.release' },
  defaultOrdering: ['-project__release'],
  expandable: ['author', 'linked_products'],
  filters: { published: 'boolean', label: 'idOrSlug', author: 'idOrSlug', is_external: 'boolean', out_of_stock: 'boolean', search: 'string' },
};

export const PRODUCT_LIST_SPEC: ListQuerySpec = {
  ordering: PRODUCT_ORDERING,
  defaultOrdering: ['position'],
  expandable: ['author', 'linked_products'],
  filters: { label: 'idOrSlug', type: 'string', author: 'idOrSlug', out_of_stock: 'boolean' },
};

/** Products the public shop lists by default (rewards are reached through their campaign). */
const SHOP_TYPES: ProductType[] = ['book', 'goodie', 'giftcard'];

type Serializer = typeof serializeProduct | typeof serializeBook;

/** Lists of books (`books/`) or of any shop product (`products/`). */
export class ListProductsQuery extends Query<Page<unknown>> {
  constructor(
    readonly kind: 'book' | 'product',
    readonly list: ListQuery,
    readonly url: string,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

/** Whether the request's sender is staff: asked only when the product is a draft. */
export type DraftPreview = () => Promise<boolean>;

/** One book or product by slug, current or old; a draft only for staff (a preview). */
export class GetProductQuery extends Query<unknown> {
  constructor(
    readonly kind: 'book' | 'product',
    readonly slug: string,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
    readonly viewerIsStaff: DraftPreview = async () => false,
  ) {
    super();
  }
}

/** Serializes products with their graph and the asked expansions (author in full, linked products). */
async function present(
  db: DataSource,
  loader: ProductGraphLoader,
  labels: LabelLookup,
  products: Product[],
  serialize: Serializer,
  shape: ShapeQuery,
  ctx: SerializeContext,
): Promise<Record<string, unknown>[]> {
  const graph: ProductGraph = await loader.load(products);
  const out: Record<string, unknown>[] = products.map((p) => serialize(p, graph, ctx));
  if (has(shape.expand, 'linked_products')) {
    const ids = [...new Set(products.flatMap((p) => graph.links.get(p.id) ?? []))];
    const linked = ids.length ? await db.getRepository(Product).findBy({ id: In(ids) }) : [];
    const linkedGraph = await loader.load(linked);
    const byId = new Map(linked.map((p) => [p.id, serializeProduct(p, linkedGraph, ctx)]));
    out.forEach((o) => (o.linked_products = (o.linked_products as number[]).map((id) => byId.get(id)).filter(Boolean)));
  }
  if (has(shape.expand, 'author')) {
    const authors = [...graph.authors.values()];
    const slugs = await labels.slugsByIds([...new Set(authors.map((a) => a.labelId))]);
    const byId = new Map(authors.map((a: Author) => [a.id, serializeAuthor(a, slugs.get(a.labelId) ?? '', ctx)]));
    products.forEach((p, i) => (out[i].author = p.authorId !== null ? (byId.get(p.authorId) ?? null) : null));
  }
  return out;
}

/** Expansions need the related products or authors: those reads take the serializers' path, the others the stored cards. */
const expandsRelations = (expand: FieldTree | null | undefined) => has(expand, 'author') || has(expand, 'linked_products');

/** An ordering term's column in SQL: `p.priceCents` → `p.price_cents`. */
const columnOf = (path: string) => path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A page row of the cards' query: which card, at which version, and the page's total count. */
interface CardRow extends CardRef {
  total: string;
}

function baseQuery(db: DataSource, kind: 'book' | 'product'): SelectQueryBuilder<Product> {
  const qb = db.getRepository(Product).createQueryBuilder('p');
  if (kind === 'book') qb.innerJoin(Book, 'b', 'b.product_id = p.id').where("p.type = 'book'");
  return qb;
}

/** `%text%` for ILIKE, its own wildcards escaped. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `books/?search=`: a title or an author's name containing the text, or an ISBN containing its digits (hyphens ignored). */
function searchBooks(qb: SelectQueryBuilder<Product>, search: string): void {
  const digits = search.replace(/[\s-]/g, '');
  const isbn = /^\d{3,13}$/.test(digits) ? ` OR regexp_replace(coalesce(b.isbn, ''), '[^0-9]', '', 'g') LIKE :isbn` : '';
  qb.andWhere(`(p.name ILIKE :search OR p.author_id IN (SELECT a.id FROM authors a WHERE a.name ILIKE :search)${isbn})`, {
    search: likePattern(search),
    isbn: `%${digits}%`,
  });
}

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly loader: ProductGraphLoader,
    private readonly labels: LabelLookup,
    private readonly cards: ProductCards,
    private readonly cardBytes: CardBytes,
  ) {}

  async execute({ kind, list, url, ctx }: ListProductsQuery) {
    if (!expandsRelations(list.expand)) return this.fromCards(kind, list, url, ctx);
    const qb = await this.filtered(kind, list);
    const [products, count] = await fetchPage(qb, list);
    const results = await present(this.db, this.loader, this.labels, products, kind === 'book' ? serializeBook : serializeProduct, list, ctx);
    return shapePage(paginate(url, count, results, list.limit, list.offset), list);
  }

  /** One query: the page of stored cards, filtered and ordered on the catalogue's own columns, with the total count. */
  private async fromCards(kind: 'book' | 'product', list: ListQuery, url: string, ctx: SerializeContext) {
    const { where, params, onProducts } = await this.cardFilters(kind, list);
    // A book's id is its row's in `books`: ordered on it, a label's books come in the order of one index (books_label_release_idx).
    const id = kind === 'book' ? 'b.product_id' : 'p.id';
    const order = [...list.ordering.map((t) => `${columnOf(t.column)} ${t.direction} ${t.direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST'}`), `${id} ASC`].join(', ');
    // A books row is a book's own (written with it, staff-books.commands): the join is the type's test.
    // Said again as `p.type = 'book'`, it made the planner expect half the rows, join every product
    // and sort them (page 20 of a label's 767 books: 17 ms, 4 ms without). Unless a filter reads the
    // product, the books are counted from the index their filters start with (0.1 ms, 5 ms through every product).
    const from = `FROM products p ${kind === 'book' ? 'JOIN' : 'LEFT JOIN'} books b ON b.product_id = p.id WHERE ${where.join(' AND ')}`;
    const counted = kind === 'book' && !onProducts ? `FROM books b WHERE ${where.join(' AND ')}` : from;
    // Prepared (a filter set always makes the same text): its plan would cost more than running it. The
    // count is its own subquery, run once: a window over the page's rows would read every match first.
    const rows = await preparedQuery<CardRow>(
      this.db,
      `SELECT p.id, ${writtenVersion(kind === 'book' ? 'book_json' : 'product_json')} AS written, c.stale, (SELECT count(*) ${counted}) AS total,
              b.published, to_char(b.release, 'YYYY-MM-DD') AS release
         ${from.replace('WHERE', 'JOIN catalogue_product_cards c ON c.product_id = p.id WHERE')}
        ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, list.limit, list.offset],
    );
    // An empty page may be an unknown label's (a 400, as the lookup answers it).
    if (rows.length === 0 && typeof list.filters.label === 'number') await this.labels.resolveFilter(list.filters.label);
    // Past the last page no row carries the count: it is asked alone.
    const count = rows.length ? Number(rows[0].total) : list.offset > 0 ? Number((await preparedQuery<{ n: string }>(this.db, `SELECT count(*) AS n ${counted}`, params))[0].n) : 0;
    if (!list.fields && !list.omit) {
      // Sent as the stored cards' bytes, joined: nothing parsed, nothing serialized again.
      return serializedPage(paginate(url, count, [], list.limit, list.offset), await this.cardBytes.page(kind, rows, ctx));
    }
    const results = (await this.cardBytes.page(kind, rows, ctx)).map((bytes) => JSON.parse(bytes.toString()) as unknown);
    return shapePage(paginate(url, count, results, list.limit, list.offset), list);
  }

  /**
   * The list's filters as SQL over `products p` (and `books b`), as `filtered` applies them (a book's
   * type is the join's), and whether one reads `p` (`onProducts`).
   */
  private async cardFilters(kind: 'book' | 'product', list: ListQuery): Promise<{ where: string[]; params: unknown[]; onProducts: boolean }> {
    // Books filter on their row's copies of the product's draft flag and label, which their index starts with.
    const where = [kind === 'book' ? 'NOT b.draft' : 'NOT p.draft'];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const f = list.filters;
    const onProducts = kind !== 'book' || f.author !== undefined || f.out_of_stock !== undefined || (typeof f.search === 'string' && f.search.trim() !== '');
    // A label's id filters as it is (an unknown one is told apart when the page comes back empty); a slug is looked up.
    const labelId = typeof f.label === 'number' ? f.label : await this.labels.resolveFilter(f.label);
    if (labelId !== undefined) where.push(`${kind === 'book' ? 'b' : 'p'}.label_id = ${param(labelId)}`);
    if (f.author !== undefined) {
      where.push(typeof f.author === 'number' ? `p.author_id = ${param(f.author)}` : `p.author_id IN (SELECT id FROM authors WHERE slug = ${param(f.author)})`);
    }
    if (f.out_of_stock !== undefined) where.push(`p.out_of_stock = ${param(f.out_of_stock)}`);
    if (kind === 'book') {
      if (f.published !== undefined) where.push(`b.published = ${param(f.published)}`);
      if (f.is_external !== undefined) where.push(`b.is_external = ${param(f.is_external)}`);
      if (typeof f.search === 'string' && f.search.trim() !== '') {
        const search = f.search.trim();
        const digits = search.replace(/[\s-]/g, '');
        const name = param(likePattern(search));
        const isbn = /^\d{3,13}$/.test(digits) ? ` OR regexp_replace(coalesce(b.isbn, ''), '[^0-9]', '', 'g') LIKE ${param(`%${digits}%`)}` : '';
        where.push(`(p.name ILIKE ${name} OR p.author_id IN (SELECT a.id FROM authors a WHERE a.name ILIKE ${name})${isbn})`);
      }
    } else if (f.type !== undefined) {
      where.push(`p.type = ${param(f.type)}`);
    } else {
      where.push(`p.type = ANY(${param(SHOP_TYPES)})`);
    }
    return { where, params, onProducts };
  }

  /** The public products the list's filters keep. */
  private async filtered(kind: 'book' | 'product', list: ListQuery): Promise<SelectQueryBuilder<Product>> {
    // Drafts are staff's: no public list shows one, not even to staff (they have their own lists).
    const qb = baseQuery(this.db, kind).andWhere('p.draft = false');
    const f = list.filters;
    const labelId = await this.labels.resolveFilter(f.label);
    if (labelId !== undefined) qb.andWhere('p.label_id = :labelId', { labelId });
    if (f.author !== undefined) {
      qb.andWhere(typeof f.author === 'number' ? 'p.author_id = :author' : 'p.author_id IN (SELECT id FROM authors WHERE slug = :author)', { author: f.author });
    }
    if (f.out_of_stock !== undefined) qb.andWhere('p.out_of_stock = :oos', { oos: f.out_of_stock });
    if (kind === 'book') {
      if (f.published !== undefined) qb.andWhere('b.published = :published', { published: f.published });
      if (f.is_external !== undefined) qb.andWhere('b.is_external = :ext', { ext: f.is_external });
      if (typeof f.search === 'string' && f.search.trim() !== '') searchBooks(qb, f.search.trim());
    } else if (f.type !== undefined) {
      qb.andWhere('p.type = :type', { type: f.type });
    } else {
      qb.andWhere('p.type IN (:...types)', { types: SHOP_TYPES });
    }
    return qb;
  }
}

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly loader: ProductGraphLoader,
    private readonly labels: LabelLookup,
    private readonly cards: ProductCards,
  ) {}

  async execute({ kind, slug, shape, ctx, viewerIsStaff }: GetProductQuery) {
    if (!expandsRelations(shape.expand)) {
      const card = await this.cardBySlug(kind, slug);
      if (card) return shapeOne(presentCard(card, ctx), shape);
    }
    const product = await this.find(kind, slug);
    // A draft is not found, but by staff previewing it.
    if (!product || (product.draft && !(await viewerIsStaff()))) throw new DrfNotFound();
    const [result] = await present(this.db, this.loader, this.labels, [product], kind === 'book' ? serializeBook : serializeProduct, shape, ctx);
    return shapeOne(result, shape);
  }

  /** The stored card of a public product by its current slug; null for a draft, an old slug or none (the serializers' path answers those). */
  private async cardBySlug(kind: 'book' | 'product', slug: string): Promise<string | null> {
    const [row] = await preparedQuery<{ id: number; json: string | null; stale: boolean }>(
      this.db,
      kind === 'book'
        ? `SELECT p.id, c.book_json AS json, c.stale FROM products p JOIN books b ON b.product_id = p.id JOIN catalogue_product_cards c ON c.product_id = p.id
            WHERE p.slug = $1 AND p.type = 'book' AND NOT p.draft`
        : `SELECT p.id, c.product_json AS json, c.stale FROM products p JOIN catalogue_product_cards c ON c.product_id = p.id WHERE p.slug = $1 AND NOT p.draft`,
      [slug],
    );
    if (!row) return null;
    const [card] = await this.cards.fresh(kind, [row]);
    return card?.json ?? null;
  }

  /** The product by its slug, or by one it had before (its answer carries the current slug). */
  private async find(kind: 'book' | 'product', slug: string): Promise<Product | null> {
    const current = await baseQuery(this.db, kind).andWhere('p.slug = :slug', { slug }).getOne();
    if (current) return current;
    const id = await recordOfOldSlug(this.db, 'product', slug);
    return id === null ? null : baseQuery(this.db, kind).andWhere('p.id = :id', { id }).getOne();
  }
}
