import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import {
  APP_CONFIG,
  AppConfig,
  ConcurrentEdit,
  currentRequestId,
  DrfNotFound,
  DrfValidationError,
  enqueueInOutbox,
  ListQuery,
  Page,
  paginate,
  QUEUES,
  sanitizeRichText,
  staffInstant,
  updateVersioned,
} from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import { NEWSLETTER_MESSAGES as M } from '../domain/newsletter-messages';
import { NewsletterMails } from '../sending/newsletter-mails.service';
import { startSending } from '../sending/newsletter-recipients';
import type { CreateNewsletterDto, UpdateNewsletterDto } from './newsletters.dto';
import { NEWSLETTER_COLUMNS, newsletterAudited, newsletterRecord, newsletterRow, type NewsletterRecord, type NewsletterRow, type NewsletterStatus } from './newsletters.records';

const ENTITY = 'newsletter';

/** `%…%` of a search box, its own % and _ taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rich text as stored: sanitised, and not empty once sanitised. */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  if (clean === '') throw DrfValidationError.single('content', M.emptyContent);
  return clean;
}

/**
 * Staff's newsletters: written and changed as drafts (versioned, audited), previewed, tried on the
 * staff member's own address, then sent once, now or at a set time. Counts come from the recipients.
 */
@Injectable()
export class StaffNewsletters {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditTrail,
    private readonly mails: NewsletterMails,
  ) {}

  async list(list: ListQuery, status: NewsletterStatus | undefined, url: string): Promise<Page<NewsletterRecord>> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const search = list.filters.search;
    if (typeof search === 'string' && search !== '') clauses.push(`n.subject ILIKE ${bind(likePattern(search))}`);
    if (status) clauses.push(`n.status = ${bind(status)}`);
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM newsletters n ${where}`, params);
    const order = list.ordering
      .map((t) => `${t.column} ${t.direction} NULLS LAST`)
      .concat('n.id DESC')
      .join(', ');
    const rows = await this.db.query<NewsletterRow[]>(
      `SELECT ${NEWSLETTER_COLUMNS} FROM newsletters n ${where} ORDER BY ${order} LIMIT ${bind(list.limit)} OFFSET ${bind(list.offset)}`,
      params,
    );
    return paginate(url, count, rows.map(newsletterRecord), list.limit, list.offset);
  }

  async get(id: number): Promise<NewsletterRecord> {
    const row = await newsletterRow(this.db, id);
    if (!row) throw new DrfNotFound();
    return newsletterRecord(row);
  }

  create(form: CreateNewsletterDto, actorId: number): Promise<NewsletterRecord> {
    const content = cleanContent(form.content);
    return this.db.transaction(async (tx) => {
      await this.checkLabel(tx, form.label);
      const [{ id }] = await tx.query<{ id: number }[]>('INSERT INTO newsletters (subject, content, label_id, created_by) VALUES ($1, $2, $3, $4) RETURNING id', [
        form.subject,
        content,
        form.label,
        actorId,
      ]);
      const record = newsletterRecord((await newsletterRow(tx, id))!);
      await this.audit.record(tx, { entity: ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, newsletterAudited(record)) });
      return record;
    });
  }

  update(id: number, form: UpdateNewsletterDto, actorId: number): Promise<NewsletterRecord> {
    return this.db.transaction(async (tx) => {
      const row = await newsletterRow(tx, id, true);
      if (!row) throw new DrfNotFound();
      const before = newsletterRecord(row);
      if (form.version !== row.version) throw new ConcurrentEdit(before);
      // Content is read when each mail is rendered: once sending has started it must not change.
      if (row.status === 'sending' || row.status === 'sent') throw new BadRequestException({ detail: M.locked });
      if (form.label !== undefined && form.label !== row.label_id) await this.checkLabel(tx, form.label);
      const set = {
        subject: form.subject ?? row.subject,
        content: form.content === undefined ? row.content : cleanContent(form.content),
        label_id: form.label ?? row.label_id,
      };
      if (set.subject === row.subject && set.content === row.content && set.label_id === row.label_id) return before;
      await updateVersioned(tx, { table: 'newsletters', id, version: form.version, set, current: async () => before });
      const after = newsletterRecord((await newsletterRow(tx, id))!);
      await this.audit.record(tx, { entity: ENTITY, entityId: id, action: 'updated', actorId, changes: changedFields(newsletterAudited(before), newsletterAudited(after)) });
      return after;
    });
  }

  /**
   * Sends once: a draft becomes `scheduled` (a delayed start through the outbox) or, for now,
   * `sending` with its recipients materialised in this transaction; anything else is a 409.
   */
  send(id: number, at: string | undefined, actorId: number): Promise<NewsletterRecord> {
    return this.db.transaction(async (tx) => {
      const row = await newsletterRow(tx, id, true);
      if (!row) throw new DrfNotFound();
      if (row.status !== 'draft') throw new ConflictException({ detail: M.alreadySent });
      const before = newsletterRecord(row);
      const when = at ? await staffInstant(tx, at) : null;
      const later = when !== null && when.getTime() > Date.now();
      await tx.query('UPDATE newsletters SET version = version + 1, updated_at = now() WHERE id = $1', [id]);
      if (later) {
        await tx.query(`UPDATE newsletters SET status = 'scheduled', scheduled_at = $2 WHERE id = $1`, [id, when]);
        // The job names its time: once cancelled and scheduled again, the former job finds another time and does nothing.
        await enqueueInOutbox(tx, { queue: QUEUES.newsletter, name: 'start', data: { newsletterId: id, at: when.toISOString() } }, currentRequestId() ?? null, when.toISOString());
      } else {
        await startSending(tx, id);
        await enqueueInOutbox(tx, { queue: QUEUES.newsletter, name: 'start', data: { newsletterId: id } }, currentRequestId() ?? null);
      }
      const after = newsletterRecord((await newsletterRow(tx, id))!);
      await this.audit.record(tx, {
        entity: ENTITY,
        entityId: id,
        action: later ? 'scheduled' : 'sent',
        actorId,
        changes: changedFields(newsletterAudited(before), newsletterAudited(after)),
      });
      return after;
    });
  }

  /**
   * Cancels a scheduled newsletter before it leaves: it is a draft again (to change, then send or
   * schedule anew). Its start job, if still in the outbox, is dropped; one already in Redis finds a
   * draft, or another time, and does nothing. Once started or sent it is a 409.
   */
  cancel(id: number, actorId: number): Promise<NewsletterRecord> {
    return this.db.transaction(async (tx) => {
      const row = await newsletterRow(tx, id, true);
      if (!row) throw new DrfNotFound();
      if (row.status === 'sending' || row.status === 'sent') throw new ConflictException({ detail: M.alreadyStarted });
      if (row.status !== 'scheduled') throw new ConflictException({ detail: M.notScheduled });
      const before = newsletterRecord(row);
      await tx.query(`UPDATE newsletters SET status = 'draft', scheduled_at = NULL, version = version + 1, updated_at = now() WHERE id = $1`, [id]);
      await tx.query(`DELETE FROM outbox WHERE queue = $1 AND job_name = 'start' AND dispatched_at IS NULL AND payload->>'newsletterId' = $2`, [QUEUES.newsletter, String(id)]);
      const after = newsletterRecord((await newsletterRow(tx, id))!);
      await this.audit.record(tx, { entity: ENTITY, entityId: id, action: 'cancelled', actorId, changes: changedFields(newsletterAudited(before), newsletterAudited(after)) });
      return after;
    });
  }

  /** A trial to the staff member's own address, through the queue like the real ones. */
  async test(id: number, to: string): Promise<{ detail: string }> {
    await this.get(id);
    await this.db.transaction((tx) => enqueueInOutbox(tx, { queue: QUEUES.newsletter, name: 'test', data: { newsletterId: id, to } }, currentRequestId() ?? null));
    return { detail: M.testQueued(to) };
  }

  async progress(id: number): Promise<{ total: number; sent: number; failed: number; skipped: number; status: NewsletterStatus }> {
    const { total, sent, failed, skipped, status } = await this.get(id);
    return { total, sent, failed, skipped, status };
  }

  /** The mail as it leaves, with the unsubscribe links of the address asking. */
  async preview(id: number, email: string): Promise<{ subject: string; html: string; text: string }> {
    await this.get(id);
    const { mail } = await this.mails.prepare(id, email);
    return mail;
  }

  private async checkLabel(tx: EntityManager, label: number): Promise<void> {
    const [found] = await tx.query<{ id: number }[]>('SELECT id FROM labels WHERE id = $1', [label]);
    if (!found) throw DrfValidationError.single('label', M.unknownLabel);
  }
}
