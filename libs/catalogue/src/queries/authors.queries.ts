import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfNotFound, fetchPage, ListQuery, ListQuerySpec, Page, paginate, SerializeContext, ShapeQuery, shapeOne, shapePage } from '@shop/common';
import { DataSource } from 'typeorm';
import { Author } from '../entities';
import { serializeAuthor } from '../serializers/author.serializer';
import { recordOfOldSlug } from '../old-slugs/old-slugs';
import { EventPresenter } from './events.queries';
import { LabelLookup } from './label-lookup.service';

export const AUTHOR_LIST_SPEC: ListQuerySpec = {
  ordering: { name: 'a.name', id: 'a.id', created_at: 'a.createdAt' },
  defaultOrdering: ['name'],
  filters: { label: 'idOrSlug' },
};

/** Authors of a label (`authors/?label=`). */
export class ListAuthorsQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

/** An author page by slug (current, or one it had before: the answer carries the current one), with the author's future events. */
export class GetAuthorQuery extends Query<unknown> {
  constructor(
    readonly slug: string,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

@QueryHandler(ListAuthorsQuery)
export class ListAuthorsHandler implements IQueryHandler<ListAuthorsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: LabelLookup,
  ) {}

  async execute({ list, url, ctx }: ListAuthorsQuery) {
    const qb = this.db.getRepository(Author).createQueryBuilder('a');
    const labelId = await this.labels.resolveFilter(list.filters.label);
    if (labelId !== undefined) qb.andWhere('a.label_id = :labelId', { labelId });
    const [authors, count] = await fetchPage(qb, list);
    const slugs = await this.labels.slugsByIds([...new Set(authors.map((a) => a.labelId))]);
    const results = authors.map((a) => serializeAuthor(a, slugs.get(a.labelId) ?? '', ctx));
    return shapePage(paginate(url, count, results, list.limit, list.offset), list);
  }
}

@QueryHandler(GetAuthorQuery)
export class GetAuthorHandler implements IQueryHandler<GetAuthorQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: LabelLookup,
    private readonly events: EventPresenter,
  ) {}

  async execute({ slug, shape, ctx }: GetAuthorQuery) {
    const author = await this.find(slug);
    if (!author) throw new DrfNotFound();
    const slugs = await this.labels.slugsByIds([author.labelId]);
    const futureEvents = await this.events.futureForAuthor(author.id, ctx);
    return shapeOne(serializeAuthor(author, slugs.get(author.labelId) ?? '', ctx, futureEvents), shape);
  }

  private async find(slug: string): Promise<Author | null> {
    const repo = this.db.getRepository(Author);
    const current = await repo.findOneBy({ slug });
    if (current) return current;
    const id = await recordOfOldSlug(this.db, 'author', slug);
    return id === null ? null : repo.findOneBy({ id });
  }
}
