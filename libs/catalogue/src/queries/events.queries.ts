import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { fetchPage, ListQuery, ListQuerySpec, Page, paginate, SerializeContext, shapePage } from '@shop/common';
import { DataSource } from 'typeorm';
import { ShopEvent } from '../entities';
import { serializeEvent } from '../serializers/event.serializer';
import { LabelLookup } from './label-lookup.service';

export const EVENT_LIST_SPEC: ListQuerySpec = {
  ordering: { start_date: 'e.startDate', end_date: 'e.endDate', title: 'e.title', id: 'e.id' },
  defaultOrdering: ['start_date'],
  filters: { label: 'idOrSlug', author: 'idOrSlug', upcoming: 'boolean' },
};

/** Loads events with their authors and serializes them. */
@Injectable()
export class EventPresenter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: LabelLookup,
  ) {}

  async present(events: ShopEvent[], ctx: SerializeContext) {
    if (events.length === 0) return [];
    const withAuthors = await this.db.getRepository(ShopEvent).find({
      where: events.map((e) => ({ id: e.id })),
      relations: { authors: true },
    });
    const authorsById = new Map(withAuthors.map((e) => [e.id, (e.authors ?? []).sort((a, b) => a.name.localeCompare(b.name, 'fr'))]));
    const slugs = await this.labels.slugsByIds([...new Set(events.map((e) => e.labelId))]);
    return events.map((e) => serializeEvent(e, slugs.get(e.labelId) ?? '', authorsById.get(e.id) ?? [], ctx));
  }

  /** Events of an author still to come (or running), soonest first: the author page's agenda. */
  async futureForAuthor(authorId: number, ctx: SerializeContext) {
    const events = await this.db
      .getRepository(ShopEvent)
      .createQueryBuilder('e')
      .where('e.end_date >= :now', { now: ctx.now })
      .andWhere('e.id IN (SELECT event_id FROM event_authors WHERE author_id = :authorId)', { authorId })
      .orderBy('e.startDate', 'ASC')
      .getMany();
    return this.present(events, ctx);
  }
}

/** A label's agenda (`events/`). */
export class ListEventsQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: LabelLookup,
    private readonly presenter: EventPresenter,
  ) {}

  async execute({ list, url, ctx }: ListEventsQuery) {
    const qb = this.db.getRepository(ShopEvent).createQueryBuilder('e');
    const labelId = await this.labels.resolveFilter(list.filters.label);
    if (labelId !== undefined) qb.andWhere('e.label_id = :labelId', { labelId });
    const author = list.filters.author;
    if (author !== undefined) {
      const match = typeof author === 'number' ? 'author_id = :author' : 'author_id IN (SELECT id FROM authors WHERE slug = :author)';
      qb.andWhere(`e.id IN (SELECT event_id FROM event_authors WHERE ${match})`, { author });
    }
    if (list.filters.upcoming === true) qb.andWhere('e.end_date >= :now', { now: ctx.now });
    if (list.filters.upcoming === false) qb.andWhere('e.end_date < :now', { now: ctx.now });
    const [events, count] = await fetchPage(qb, list);
    return shapePage(paginate(url, count, await this.presenter.present(events, ctx), list.limit, list.offset), list);
  }
}
