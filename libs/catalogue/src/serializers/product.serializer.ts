import { euros, isoDate, mediaUrl, mediaWebpUrl, SerializeContext, withoutVat } from '@shop/common';
import { Product } from '../entities';
import { ProductGraph } from '../loaders/product-graph.loader';
import { serializeAuthorSummary } from './author.serializer';

/** Days after its release during which a book is shown as new. */
export const NEW_BOOK_DAYS = 14;

/** True when a release date falls within the last NEW_BOOK_DAYS days (inclusive), never for a future date. */
export function isNewRelease(release: string | null, now: Date): boolean {
  if (!release) return false;
  const days = (now.getTime() - new Date(`${release}T00:00:00Z`).getTime()) / 86_400_000;
  return days >= 0 && days < NEW_BOOK_DAYS + 1;
}

/** Book-specific fields, flattened into a book's representation and nested under `book` for a product. */
export function serializeBookFields(product: Product, graph: ProductGraph, ctx: SerializeContext) {
  const book = graph.books.get(product.id);
  if (!book) return null;
  return {
    isbn: book.isbn,
    nb_pages: book.nbPages,
    release: isoDate(book.release),
    publisher: book.publisher,
    is_external: book.isExternal,
    published: book.published,
    is_new: book.published && isNewRelease(isoDate(book.release), ctx.now),
    // Trade discounts come with bookseller accounts; an anonymous reader pays the public price.
    discounted_price_no_vat: euros(withoutVat(product.priceCents, product.vatRateBp)),
    // The price with VAT the viewer pays per copy: the public one, a bookseller's discounted one (trade-prices.ts).
    discounted_price: euros(product.priceCents),
  };
}

/** A product as the spec describes it (goodies, books, rewards, gift cards). */
export function serializeProduct(product: Product, graph: ProductGraph, ctx: SerializeContext) {
  const author = product.authorId !== null ? graph.authors.get(product.authorId) : undefined;
  const attributes = graph.productAttributes.get(product.id) ?? [];
  const variants = graph.variants.get(product.id) ?? [];
  const typeIds = [...new Set(attributes.map((a) => a.attributeTypeId))];
  return {
    id: product.id,
    slug: product.slug,
    type: product.type,
    name: product.name,
    full_name: author ? `${product.name} — ${author.name}` : product.name,
    price: euros(product.priceCents),
    price_no_vat: euros(withoutVat(product.priceCents, product.vatRateBp)),
    vat_rate: product.vatRateBp / 100,
    description: product.description,
    description_text: product.descriptionText,
    image: mediaUrl(ctx, product.image),
    image_webp: mediaWebpUrl(ctx, product.image),
    images: product.images.map((path) => ({ image: mediaUrl(ctx, path), image_webp: mediaWebpUrl(ctx, path) })),
    locked_by_voucher: product.lockedByVoucher,
    bookseller_only: product.booksellerOnly,
    out_of_stock: product.outOfStock,
    // Only staff are ever answered a draft (a preview): the public reads leave drafts out.
    draft: product.draft,
    restocking_date: isoDate(product.restockingDate),
    label_slug: graph.labelSlugs.get(product.labelId) ?? null,
    author: author ? serializeAuthorSummary(author, ctx) : null,
    book: serializeBookFields(product, graph, ctx),
    linked_products: graph.links.get(product.id) ?? [],
    attribute_types: typeIds.map((id) => {
      const type = graph.attributeTypes.get(id)!;
      return { id: type.id, slug: type.slug, name: type.name };
    }),
    attributes: attributes.map((a) => ({ id: a.id, value: a.value, attribute_type: a.attributeTypeId })),
    variants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      remaining_quantity: Math.max(0, v.stock),
      attributes: graph.variantAttributes.get(v.id) ?? [],
    })),
  };
}

export type ProductRepresentation = ReturnType<typeof serializeProduct>;

/** A book: the product fields with the book fields at the top level, as the book lists use it. */
export function serializeBook(product: Product, graph: ProductGraph, ctx: SerializeContext) {
  const { book, ...rest } = serializeProduct(product, graph, ctx);
  return { ...rest, ...book, project: { release: book?.release ?? null } };
}
