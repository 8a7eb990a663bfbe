import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, DrfNotFound, ListQuery, Page, paginate, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateFaqDto, UpdateFaqDto } from './staff-faq.dto';
import { FAQ_COLUMNS, faqRecord, faqRow, FaqRow, StaffFaqRecord } from './staff-faq.records';
import { editedFields, likePattern, removedFields, requiredRichText, requireCampaign } from './staff-news.records';

export const FAQ_ENTITY = 'faq';

export class ListStaffFaqQuery extends Query<Page<StaffFaqRecord>> {
  constructor(
    readonly campaignId: number,
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffFaqQuery extends Query<StaffFaqRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

export class CreateFaqCommand extends Command<StaffFaqRecord> {
  constructor(
    readonly campaignId: number,
    readonly form: CreateFaqDto,
    readonly actorId: number,
  ) {
    super();
  }
}

export class UpdateFaqCommand extends Command<StaffFaqRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateFaqDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Deletes from the version the editor saw; 409 with the current record if another editor saved since. */
export class DeleteFaqCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly version: number,
    readonly actorId: number,
  ) {
    super();
  }
}

@QueryHandler(ListStaffFaqQuery)
export class ListStaffFaqHandler implements IQueryHandler<ListStaffFaqQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ campaignId, list, url }: ListStaffFaqQuery): Promise<Page<StaffFaqRecord>> {
    await requireCampaign(this.db, campaignId);
    const params: unknown[] = [campaignId];
    let where = 'f.crowdfunding_id = $1';
    if (typeof list.filters.search === 'string' && list.filters.search !== '') {
      params.push(likePattern(list.filters.search));
      where += ` AND f.question ILIKE $${params.length}`;
    }
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM crowdfunding_faqs f WHERE ${where}`, params);
    const order = list.ordering
      .map((t) => `${t.column} ${t.direction}`)
      .concat('f.id ASC')
      .join(', ');
    const rows = await this.db.query<FaqRow[]>(
      `SELECT ${FAQ_COLUMNS} FROM crowdfunding_faqs f WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, list.limit, list.offset],
    );
    return paginate(url, count, rows.map(faqRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffFaqQuery)
export class GetStaffFaqHandler implements IQueryHandler<GetStaffFaqQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffFaqQuery): Promise<StaffFaqRecord | null> {
    const row = await faqRow(this.db, id);
    return row ? faqRecord(row) : null;
  }
}

@CommandHandler(CreateFaqCommand)
export class CreateFaqHandler implements ICommandHandler<CreateFaqCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ campaignId, form, actorId }: CreateFaqCommand): Promise<StaffFaqRecord> {
    return this.db.transaction(async (tx) => {
      await requireCampaign(tx, campaignId);
      const response = requiredRichText('response', form.response);
      // Left out, the entry goes after the others.
      const [{ next }] = await tx.query<{ next: number }[]>('SELECT coalesce(max(position) + 1, 0)::int AS next FROM crowdfunding_faqs WHERE crowdfunding_id = $1', [campaignId]);
      const [{ id }] = await tx.query<{ id: number }[]>('INSERT INTO crowdfunding_faqs (crowdfunding_id, question, response, position) VALUES ($1, $2, $3, $4) RETURNING id', [
        campaignId,
        form.question,
        response,
        form.position ?? Math.min(next, 10_000),
      ]);
      const record = faqRecord((await faqRow(tx, id))!);
      await this.audit.record(tx, { entity: FAQ_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, editedFields(record)) });
      return record;
    });
  }
}

@CommandHandler(UpdateFaqCommand)
export class UpdateFaqHandler implements ICommandHandler<UpdateFaqCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, form, actorId }: UpdateFaqCommand): Promise<StaffFaqRecord> {
    return this.db.transaction((tx) => this.update(tx, id, form, actorId));
  }

  private async update(tx: EntityManager, id: number, form: UpdateFaqDto, actorId: number): Promise<StaffFaqRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await faqRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = faqRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    const set = {
      question: form.question ?? row.question,
      response: form.response === undefined ? row.response : requiredRichText('response', form.response),
      position: form.position ?? row.position,
    };
    if (set.question === row.question && set.response === row.response && set.position === row.position) return before;
    await updateVersioned(tx, { table: 'crowdfunding_faqs', id, version: form.version, set, current: async () => before });
    const after = faqRecord((await faqRow(tx, id))!);
    await this.audit.record(tx, { entity: FAQ_ENTITY, entityId: id, action: 'updated', actorId, changes: changedFields(editedFields(before), editedFields(after)) });
    return after;
  }
}

@CommandHandler(DeleteFaqCommand)
export class DeleteFaqHandler implements ICommandHandler<DeleteFaqCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, version, actorId }: DeleteFaqCommand): Promise<void> {
    return this.db.transaction(async (tx) => {
      const row = await faqRow(tx, id, true);
      if (!row) throw new DrfNotFound();
      if (version !== row.version) throw new ConcurrentEdit(faqRecord(row));
      await tx.query('DELETE FROM crowdfunding_faqs WHERE id = $1', [id]);
      await this.audit.record(tx, { entity: FAQ_ENTITY, entityId: id, action: 'deleted', actorId, changes: removedFields(editedFields(faqRecord(row))) });
    });
  }
}

export const STAFF_FAQ_HANDLERS = [ListStaffFaqHandler, GetStaffFaqHandler, CreateFaqHandler, UpdateFaqHandler, DeleteFaqHandler];
