import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, DrfNotFound, ListQuery, Page, paginate, staffInstant, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateNewsDto, UpdateNewsDto } from './staff-news.dto';
import { editedFields, likePattern, removedFields, requiredRichText, NEWS_COLUMNS, newsRecord, newsRow, NewsRow, requireCampaign, StaffNewsRecord } from './staff-news.records';

export const NEWS_ENTITY = 'news';

export class ListStaffNewsQuery extends Query<Page<StaffNewsRecord>> {
  constructor(
    readonly campaignId: number,
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffNewsQuery extends Query<StaffNewsRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

export class CreateNewsCommand extends Command<StaffNewsRecord> {
  constructor(
    readonly campaignId: number,
    readonly form: CreateNewsDto,
    readonly actorId: number,
  ) {
    super();
  }
}

export class UpdateNewsCommand extends Command<StaffNewsRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateNewsDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Deletes from the version the editor saw; 409 with the current record if another editor saved since. */
export class DeleteNewsCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly version: number,
    readonly actorId: number,
  ) {
    super();
  }
}

@QueryHandler(ListStaffNewsQuery)
export class ListStaffNewsHandler implements IQueryHandler<ListStaffNewsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ campaignId, list, url }: ListStaffNewsQuery): Promise<Page<StaffNewsRecord>> {
    await requireCampaign(this.db, campaignId);
    const params: unknown[] = [campaignId];
    let where = 'n.crowdfunding_id = $1';
    if (typeof list.filters.search === 'string' && list.filters.search !== '') {
      params.push(likePattern(list.filters.search));
      where += ` AND n.subject ILIKE $${params.length}`;
    }
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM crowdfunding_news n WHERE ${where}`, params);
    const order = list.ordering
      .map((t) => `${t.column} ${t.direction}`)
      .concat('n.id DESC')
      .join(', ');
    const rows = await this.db.query<NewsRow[]>(
      `SELECT ${NEWS_COLUMNS} FROM crowdfunding_news n WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, list.limit, list.offset],
    );
    return paginate(url, count, rows.map(newsRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffNewsQuery)
export class GetStaffNewsHandler implements IQueryHandler<GetStaffNewsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffNewsQuery): Promise<StaffNewsRecord | null> {
    const row = await newsRow(this.db, id);
    return row ? newsRecord(row) : null;
  }
}

@CommandHandler(CreateNewsCommand)
export class CreateNewsHandler implements ICommandHandler<CreateNewsCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ campaignId, form, actorId }: CreateNewsCommand): Promise<StaffNewsRecord> {
    return this.db.transaction(async (tx) => {
      await requireCampaign(tx, campaignId);
      const content = requiredRichText('content', form.content);
      const date = form.date ? await staffInstant(tx, form.date) : new Date();
      const [{ id }] = await tx.query<{ id: number }[]>('INSERT INTO crowdfunding_news (crowdfunding_id, subject, date, content) VALUES ($1, $2, $3, $4) RETURNING id', [
        campaignId,
        form.subject,
        date,
        content,
      ]);
      const record = newsRecord((await newsRow(tx, id))!);
      await this.audit.record(tx, { entity: NEWS_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, editedFields(record)) });
      return record;
    });
  }
}

@CommandHandler(UpdateNewsCommand)
export class UpdateNewsHandler implements ICommandHandler<UpdateNewsCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, form, actorId }: UpdateNewsCommand): Promise<StaffNewsRecord> {
    return this.db.transaction((tx) => this.update(tx, id, form, actorId));
  }

  private async update(tx: EntityManager, id: number, form: UpdateNewsDto, actorId: number): Promise<StaffNewsRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await newsRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = newsRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    const set = {
      subject: form.subject ?? row.subject,
      date: form.date ? await staffInstant(tx, form.date) : new Date(row.date),
      content: form.content === undefined ? row.content : requiredRichText('content', form.content),
    };
    if (set.subject === row.subject && set.date.getTime() === new Date(row.date).getTime() && set.content === row.content) return before;
    await updateVersioned(tx, { table: 'crowdfunding_news', id, version: form.version, set, current: async () => before });
    const after = newsRecord((await newsRow(tx, id))!);
    await this.audit.record(tx, { entity: NEWS_ENTITY, entityId: id, action: 'updated', actorId, changes: changedFields(editedFields(before), editedFields(after)) });
    return after;
  }
}

@CommandHandler(DeleteNewsCommand)
export class DeleteNewsHandler implements ICommandHandler<DeleteNewsCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, version, actorId }: DeleteNewsCommand): Promise<void> {
    return this.db.transaction(async (tx) => {
      const row = await newsRow(tx, id, true);
      if (!row) throw new DrfNotFound();
      if (version !== row.version) throw new ConcurrentEdit(newsRecord(row));
      await tx.query('DELETE FROM crowdfunding_news WHERE id = $1', [id]);
      await this.audit.record(tx, { entity: NEWS_ENTITY, entityId: id, action: 'deleted', actorId, changes: removedFields(editedFields(newsRecord(row))) });
    });
  }
}

export const STAFF_NEWS_HANDLERS = [ListStaffNewsHandler, GetStaffNewsHandler, CreateNewsHandler, UpdateNewsHandler, DeleteNewsHandler];
