import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SerializeContext } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { Author, Label, LabelTheme, Product } from './entities';
import { ProductGraphLoader } from './loaders/product-graph.loader';
import { LabelLookup } from './queries/label-lookup.service';
import { serializeAuthor, serializeAuthorSummary } from './serializers/author.serializer';
import { ProductRepresentation, serializeProduct } from './serializers/product.serializer';

/** What other modules may read of the catalogue, already serialized. They never query its tables. */
@Injectable()
export class CatalogueReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: LabelLookup,
    private readonly products: ProductGraphLoader,
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
}
