import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, DrfNotFound, DrfValidationError, sanitizeRichText, staffInstant, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateEventDto, UpdateEventDto } from './staff-events.dto';
import { eventRecord, eventRow, EventRow, StaffEventRecord } from './staff-events.records';
import { resolveImage, UNKNOWN_IMAGE, UploadedImageCheck } from './staff-images';
import { auditedFields } from './staff-records';
import { chooseSlug, requireLabel, uniqueViolationAsFieldError } from './staff-writes';

export const EVENT_ENTITY = 'event';

export const EVENT_MESSAGES = {
  endBeforeStart: 'La fin doit venir après le début.',
  unknownAuthors: (ids: number[]) => `Auteur·ice inconnu·e : ${ids.join(', ')}.`,
};

const generatedPoster = (slug: string) => `events/${slug}/poster.svg`;

/** Creates an event (version 1) and its audit entry. */
export class CreateEventCommand extends Command<StaffEventRecord> {
  constructor(
    readonly form: CreateEventDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Changes an event from the version its editor loaded; 409 with the current record if another editor saved since. */
export class UpdateEventCommand extends Command<StaffEventRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateEventDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** The dates, the authors and the poster of a form, checked together: every refusal in one 400. */
async function checkedParts(
  tx: EntityManager,
  form: { start_date?: string; end_date?: string; authors?: number[]; poster?: string | null },
  current: { start: Date; end: Date; authors: number[]; poster: string | null },
  slug: string,
  images: UploadedImageCheck,
) {
  const errors: Record<string, string[]> = {};
  const start = form.start_date ? await staffInstant(tx, form.start_date) : current.start;
  const end = form.end_date ? await staffInstant(tx, form.end_date) : current.end;
  if (end.getTime() <= start.getTime()) errors.end_date = [EVENT_MESSAGES.endBeforeStart];
  const authors = form.authors ? [...new Set(form.authors)].sort((a, b) => a - b) : current.authors;
  if (form.authors && authors.length > 0) {
    const found = await tx.query<{ id: number }[]>('SELECT id FROM authors WHERE id = ANY($1::int[])', [authors]);
    const known = new Set(found.map((r) => r.id));
    const unknown = authors.filter((id) => !known.has(id));
    if (unknown.length > 0) errors.authors = [EVENT_MESSAGES.unknownAuthors(unknown)];
  }
  const poster = await resolveImage(form.poster, current.poster, generatedPoster(slug), images);
  if (poster === undefined) errors.poster = [UNKNOWN_IMAGE];
  if (Object.keys(errors).length > 0) throw new DrfValidationError(errors);
  return { start, end, authors, poster: poster ?? null };
}

async function setAuthors(tx: EntityManager, eventId: number, authors: number[]): Promise<void> {
  await tx.query('DELETE FROM event_authors WHERE event_id = $1', [eventId]);
  if (authors.length > 0) await tx.query('INSERT INTO event_authors (event_id, author_id) SELECT $1, unnest($2::int[])', [eventId, authors]);
}

@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ form, actorId }: CreateEventCommand): Promise<StaffEventRecord> {
    try {
      return await this.db.transaction(async (tx) => {
        await requireLabel(tx, form.label);
        const slug = await chooseSlug(tx, 'events', form.slug, form.title, 'evenement', null);
        const parts = await checkedParts(tx, { ...form, poster: form.poster ?? null }, { start: new Date(0), end: new Date(0), authors: [], poster: null }, slug, this.images);
        const [{ id }] = await tx.query<{ id: number }[]>(
          'INSERT INTO events (label_id, slug, title, description, location, start_date, end_date, poster) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
          [form.label, slug, form.title, sanitizeRichText(form.description ?? ''), form.location ?? '', parts.start, parts.end, parts.poster],
        );
        await setAuthors(tx, id, parts.authors);
        const record = eventRecord((await eventRow(tx, id))!);
        await this.audit.record(tx, { entity: EVENT_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, auditedFields(record, [])) });
        return record;
      });
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }
}

@CommandHandler(UpdateEventCommand)
export class UpdateEventHandler implements ICommandHandler<UpdateEventCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ id, form, actorId }: UpdateEventCommand): Promise<StaffEventRecord> {
    try {
      return await this.db.transaction((tx) => this.update(tx, id, form, actorId));
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }

  private async update(tx: EntityManager, id: number, form: UpdateEventDto, actorId: number): Promise<StaffEventRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await eventRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = eventRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    if (form.label !== undefined) await requireLabel(tx, form.label);
    const slug = form.slug !== undefined && form.slug !== row.slug ? await chooseSlug(tx, 'events', form.slug, row.title, 'evenement', id) : row.slug;
    const parts = await checkedParts(tx, form, { start: new Date(row.start_date), end: new Date(row.end_date), authors: before.authors, poster: row.poster }, slug, this.images);
    const set = {
      slug,
      title: form.title ?? row.title,
      label_id: form.label ?? row.label_id,
      description: form.description === undefined ? row.description : sanitizeRichText(form.description),
      location: form.location ?? row.location,
      start_date: parts.start,
      end_date: parts.end,
      poster: parts.poster,
    };
    const sameAuthors = JSON.stringify(parts.authors) === JSON.stringify(before.authors);
    const unchanged =
      sameAuthors &&
      Object.entries(set).every(([column, value]) => {
        const old = row[column as keyof EventRow];
        return value instanceof Date ? value.getTime() === new Date(old as Date).getTime() : old === value;
      });
    if (unchanged) return before;
    await updateVersioned(tx, { table: 'events', id, version: form.version, set, current: async () => before });
    if (!sameAuthors) await setAuthors(tx, id, parts.authors);
    const after = eventRecord((await eventRow(tx, id))!);
    await this.audit.record(tx, {
      entity: EVENT_ENTITY,
      entityId: id,
      action: 'updated',
      actorId,
      changes: changedFields(auditedFields(before, []), auditedFields(after, [])),
    });
    return after;
  }
}

export const STAFF_EVENT_COMMAND_HANDLERS = [CreateEventHandler, UpdateEventHandler];
