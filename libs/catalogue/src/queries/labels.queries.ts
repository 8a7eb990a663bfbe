import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfNotFound, fetchPage, ListQuery, ListQuerySpec, Page, paginate, SerializeContext, ShapeQuery, shapeOne, shapePage } from '@shop/common';
import { DataSource } from 'typeorm';
import { Label } from '../entities';
import { serializeLabel } from '../serializers/label.serializer';

export const LABEL_LIST_SPEC: ListQuerySpec = {
  ordering: { id: 'l.id', name: 'l.name', position: 'l.position', slug: 'l.slug' },
  defaultOrdering: ['position'],
};

/** Every label, as the SPA's label switcher and 'Nos collections' menu use them. */
export class ListLabelsQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

/** One label by slug. */
export class GetLabelQuery extends Query<unknown> {
  constructor(
    readonly slug: string,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

/**
 * A label by its slug, or by one it had before (staff changed it): the old address keeps working,
 * the answer carries the new slug (the SPA moves to it).
 */
export async function findLabelBySlug(db: DataSource, slug: string): Promise<Label | null> {
  const repo = db.getRepository(Label);
  const label = await repo.findOneBy({ slug });
  if (label) return label;
  const [old] = await db.query<{ label_id: number }[]>('SELECT label_id FROM label_old_slugs WHERE slug = $1', [slug]);
  return old ? repo.findOneBy({ id: old.label_id }) : null;
}

@QueryHandler(ListLabelsQuery)
export class ListLabelsHandler implements IQueryHandler<ListLabelsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  async execute({ list, url, ctx }: ListLabelsQuery) {
    const [labels, count] = await fetchPage(this.db.getRepository(Label).createQueryBuilder('l'), list);
    return shapePage(
      paginate(
        url,
        count,
        labels.map((l) => serializeLabel(l, ctx)),
        list.limit,
        list.offset,
      ),
      list,
    );
  }
}

@QueryHandler(GetLabelQuery)
export class GetLabelHandler implements IQueryHandler<GetLabelQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  async execute({ slug, shape, ctx }: GetLabelQuery) {
    const label = await findLabelBySlug(this.db, slug);
    if (!label) throw new DrfNotFound();
    return shapeOne(serializeLabel(label, ctx), shape);
  }
}
