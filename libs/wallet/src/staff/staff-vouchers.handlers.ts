import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, currentRequestId, DrfNotFound, DrfValidationError, enqueueInOutbox, ListQuery, Page, paginate, parisDay, QUEUES, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import { newVoucherCode } from '../vouchers/gift-cards';
import { STAFF_VOUCHER_MESSAGES, type CreateVoucherDto, type UpdateVoucherDto, type VoucherStatus } from './staff-vouchers.dto';
import { StaffVoucherRecord, VOUCHER_COLUMNS, VOUCHER_FROM, voucherAudited, voucherRecord, voucherRow, VoucherRow } from './staff-vouchers.records';

export const VOUCHER_ENTITY = 'voucher';

/** `%…%` of a search box, its own % and _ taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toCents = (value: number) => Math.round(value * 100);

/** 400 when a given expiry day is before today (Paris). */
function refusePastExpiry(day: string | null | undefined): void {
  if (day && day < parisDay(new Date())) throw DrfValidationError.single('expiration_date', STAFF_VOUCHER_MESSAGES.pastExpiry);
}

export class ListStaffVouchersQuery extends Query<Page<StaffVoucherRecord>> {
  constructor(
    readonly list: ListQuery,
    readonly status: VoucherStatus | undefined,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffVoucherQuery extends Query<StaffVoucherRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

/** Issues a voucher with a code drawn by the server, mailed (through the outbox) when an address is given. */
export class CreateVoucherCommand extends Command<StaffVoucherRecord> {
  constructor(
    readonly form: CreateVoucherDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Changes a voucher's expiry, note (and value while unspent) from the version its editor loaded. */
export class UpdateVoucherCommand extends Command<StaffVoucherRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateVoucherDto,
    readonly actorId: number,
  ) {
    super();
  }
}

@QueryHandler(ListStaffVouchersQuery)
export class ListStaffVouchersHandler implements IQueryHandler<ListStaffVouchersQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, status, url }: ListStaffVouchersQuery): Promise<Page<StaffVoucherRecord>> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const search = list.filters.search;
    if (typeof search === 'string' && search !== '') {
      const pattern = bind(likePattern(search));
      clauses.push(`(v.code ILIKE ${pattern} OR v.purchaser_email ILIKE ${pattern} OR u.email ILIKE ${pattern})`);
    }
    if (status === 'used') clauses.push('v.remaining_cents = 0');
    if (status === 'expired') clauses.push(`v.remaining_cents > 0 AND v.expiration_date < ${bind(parisDay(new Date()))}::date`);
    if (status === 'usable') clauses.push(`v.remaining_cents > 0 AND (v.expiration_date IS NULL OR v.expiration_date >= ${bind(parisDay(new Date()))}::date)`);
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${VOUCHER_FROM} ${where}`, params);
    const order = list.ordering
      .map((t) => `${t.column} ${t.direction} NULLS LAST`)
      .concat('v.id DESC')
      .join(', ');
    const rows = await this.db.query<VoucherRow[]>(
      `SELECT ${VOUCHER_COLUMNS} FROM ${VOUCHER_FROM} ${where} ORDER BY ${order} LIMIT ${bind(list.limit)} OFFSET ${bind(list.offset)}`,
      params,
    );
    return paginate(url, count, rows.map(voucherRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffVoucherQuery)
export class GetStaffVoucherHandler implements IQueryHandler<GetStaffVoucherQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffVoucherQuery): Promise<StaffVoucherRecord | null> {
    const row = await voucherRow(this.db, id);
    return row ? voucherRecord(row) : null;
  }
}

@CommandHandler(CreateVoucherCommand)
export class CreateVoucherHandler implements ICommandHandler<CreateVoucherCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ form, actorId }: CreateVoucherCommand): Promise<StaffVoucherRecord> {
    refusePastExpiry(form.expiration_date);
    return this.db.transaction(async (tx) => {
      const labelId = await this.mailLabel(tx, form.label);
      const email = form.email ? form.email.toLowerCase() : null;
      let id: number | undefined;
      while (id === undefined) {
        // A code already taken (one chance in billions) is drawn again.
        const rows = await tx.query<{ id: number }[]>(
          `INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date, purchaser_email, note, issued_by)
           VALUES ($1, $2, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING id`,
          [newVoucherCode(), toCents(form.value), form.expiration_date ?? null, email, form.note ?? '', actorId],
        );
        id = rows[0]?.id;
      }
      const record = voucherRecord((await voucherRow(tx, id))!);
      if (email) {
        await enqueueInOutbox(
          tx,
          {
            queue: QUEUES.emails,
            name: 'send',
            data: { type: 'voucher-issued', to: email, labelId, vouchers: [{ code: record.code, value: record.value, expiresOn: record.expiration_date }] },
          },
          currentRequestId() ?? null,
        );
      }
      await this.audit.record(tx, { entity: VOUCHER_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, voucherAudited(record)) });
      return record;
    });
  }

  /** The label whose look the mail takes: the one given (400 when unknown), else the first. */
  private async mailLabel(tx: EntityManager, given: number | undefined): Promise<number> {
    const [found] = await tx.query<{ id: number }[]>(
      given === undefined ? 'SELECT id FROM labels ORDER BY position, id LIMIT 1' : 'SELECT id FROM labels WHERE id = $1',
      given === undefined ? [] : [given],
    );
    if (!found) throw DrfValidationError.single('label', STAFF_VOUCHER_MESSAGES.unknownLabel);
    return found.id;
  }
}

@CommandHandler(UpdateVoucherCommand)
export class UpdateVoucherHandler implements ICommandHandler<UpdateVoucherCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, form, actorId }: UpdateVoucherCommand): Promise<StaffVoucherRecord> {
    return this.db.transaction((tx) => this.update(tx, id, form, actorId));
  }

  private async update(tx: EntityManager, id: number, form: UpdateVoucherDto, actorId: number): Promise<StaffVoucherRecord> {
    // Locked: a payment spending it, or a second editor, waits here.
    const row = await voucherRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = voucherRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    if (form.expiration_date !== undefined && form.expiration_date !== row.expiration_date) refusePastExpiry(form.expiration_date);
    const value = form.value === undefined ? row.value_cents : toCents(form.value);
    if (value !== row.value_cents && row.remaining_cents !== row.value_cents) throw DrfValidationError.single('value', STAFF_VOUCHER_MESSAGES.valueLocked);
    const set = {
      value_cents: value,
      remaining_cents: value === row.value_cents ? row.remaining_cents : value,
      expiration_date: form.expiration_date === undefined ? row.expiration_date : form.expiration_date,
      note: form.note ?? row.note,
    };
    if (set.value_cents === row.value_cents && set.expiration_date === row.expiration_date && set.note === row.note) return before;
    await updateVersioned(tx, { table: 'vouchers', id, version: form.version, set, current: async () => before });
    const after = voucherRecord((await voucherRow(tx, id))!);
    await this.audit.record(tx, { entity: VOUCHER_ENTITY, entityId: id, action: 'updated', actorId, changes: changedFields(voucherAudited(before), voucherAudited(after)) });
    return after;
  }
}

export const STAFF_VOUCHER_HANDLERS = [ListStaffVouchersHandler, GetStaffVoucherHandler, CreateVoucherHandler, UpdateVoucherHandler];
