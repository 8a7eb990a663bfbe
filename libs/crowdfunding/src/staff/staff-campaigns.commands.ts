import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { CatalogueReader, resolveImage, STAFF_MESSAGES, UNKNOWN_IMAGE } from '@shop/catalogue';
import { ConcurrentEdit, DrfNotFound, DrfValidationError, richTextToPlain, sanitizeRichText, slugify, updateVersioned } from '@shop/common';
import { UploadedImages } from '@shop/media';
import { DataSource, EntityManager } from 'typeorm';
import { planCampaignEnd } from '../lifecycle/campaign-end-plan';
import { CAMPAIGN_MESSAGES, parseDateTime, storedGoal } from './campaign-rules';
import { auditedFields, campaignRecord, campaignRow, StaffCampaignRecord } from './staff-campaign-records';
import type { CreateCampaignDto, UpdateCampaignDto } from './staff-campaigns.dto';

export const CAMPAIGN_ENTITY = 'campaign';
// old_slugs follow the slug, whose change is recorded.
const DERIVED = ['description_text', 'state', 'rewards_count', 'old_slugs'];
const generatedCover = (slug: string) => `crowdfundings/${slug}/cover.svg`;

export class CreateCampaignCommand extends Command<StaffCampaignRecord> {
  constructor(
    readonly form: CreateCampaignDto,
    readonly actorId: number,
  ) {
    super();
  }
}

export class UpdateCampaignCommand extends Command<StaffCampaignRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateCampaignDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** The checks against other records, through the catalogue's reader: the label, the book, the author. */
async function checkRelations(catalogue: CatalogueReader, form: Partial<CreateCampaignDto>): Promise<void> {
  if (form.label !== undefined && !(await catalogue.labelSlugs([form.label])).has(form.label)) throw DrfValidationError.single('label', STAFF_MESSAGES.unknownLabel);
  if (form.book !== undefined && form.book !== null && (await catalogue.productFacts([form.book])).get(form.book)?.type !== 'book') {
    throw DrfValidationError.single('book', CAMPAIGN_MESSAGES.unknownBook);
  }
  if (form.author !== undefined && form.author !== null && !(await catalogue.authorSummaries([form.author], { origin: '', now: new Date() })).has(form.author)) {
    throw DrfValidationError.single('author', CAMPAIGN_MESSAGES.unknownAuthor);
  }
}

/** End after start; a books goal is whole. */
function checkDatesAndGoal(start: Date, end: Date, goalType: 1 | 2, goal: number): void {
  if (end.getTime() <= start.getTime()) throw DrfValidationError.single('end_date', CAMPAIGN_MESSAGES.endBeforeStart);
  if (goalType === 2 && !Number.isInteger(goal)) throw DrfValidationError.single('goal', CAMPAIGN_MESSAGES.goalBooks);
}

/** A slug another campaign has, or had (its old addresses keep leading to it); a campaign may take back its own. */
async function chooseCampaignSlug(tx: EntityManager, given: string | undefined, title: string, ownId: number | null): Promise<string> {
  const taken = async (slug: string) =>
    (
      await tx.query<unknown[]>(
        `SELECT 1 FROM crowdfundings WHERE slug = $1 AND id IS DISTINCT FROM $2
         UNION ALL SELECT 1 FROM campaign_old_slugs WHERE slug = $1 AND campaign_id IS DISTINCT FROM $2`,
        [slug, ownId],
      )
    ).length > 0;
  if (given !== undefined) {
    if (await taken(given)) throw DrfValidationError.single('slug', STAFF_MESSAGES.slugTaken);
    return given;
  }
  const base = (slugify(title) || 'campagne').slice(0, 74).replace(/-+$/, '');
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/** Two editors choosing the same slug at once: the loser gets the field's 400, not a 500. */
function uniqueSlugAsFieldError(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === 'crowdfundings_slug_key' || constraint === 'campaign_old_slugs_pkey')
    ? DrfValidationError.single('slug', STAFF_MESSAGES.slugTaken)
    : error;
}

/** The slug left keeps leading to the campaign; the one taken back is current again. */
async function keepOldSlug(tx: EntityManager, id: number, left: string, taken: string): Promise<void> {
  await tx.query('DELETE FROM campaign_old_slugs WHERE slug = $1 AND campaign_id = $2', [taken, id]);
  await tx.query('INSERT INTO campaign_old_slugs (slug, campaign_id) VALUES ($1, $2)', [left, id]);
}

@CommandHandler(CreateCampaignCommand)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaignCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly catalogue: CatalogueReader,
    private readonly images: UploadedImages,
  ) {}

  async execute({ form, actorId }: CreateCampaignCommand): Promise<StaffCampaignRecord> {
    const start = parseDateTime(form.start_date)!;
    const end = parseDateTime(form.end_date)!;
    checkDatesAndGoal(start, end, form.goal_type, form.goal);
    await checkRelations(this.catalogue, form);
    try {
      return await this.db.transaction(async (tx) => {
        const slug = await chooseCampaignSlug(tx, form.slug, form.title, null);
        const cover = await resolveImage(form.cover ?? null, null, generatedCover(slug), this.images);
        if (cover === undefined) throw DrfValidationError.single('cover', UNKNOWN_IMAGE);
        const description = sanitizeRichText(form.description ?? '');
        const [{ id }] = await tx.query<{ id: number }[]>(
          `INSERT INTO crowdfundings (slug, title, label_id, book_id, author_id, start_date, end_date, release_date, goal_type, goal, cover, video,
             description, description_text, christmas, facebook_pixel_id, disabled, draft)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
          [
            slug,
            form.title,
            form.label,
            form.book ?? null,
            form.author ?? null,
            start,
            end,
            form.release_date ?? null,
            form.goal_type,
            storedGoal(form.goal_type, form.goal),
            cover,
            form.video ?? null,
            description,
            richTextToPlain(description),
            form.christmas ?? false,
            form.facebook_pixel_id ?? null,
            form.disabled ?? false,
            form.draft ?? false,
          ],
        );
        await planCampaignEnd(tx, id);
        const record = campaignRecord((await campaignRow(tx, id))!, new Date());
        await this.audit.record(tx, { entity: CAMPAIGN_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, auditedFields(record, DERIVED)) });
        return record;
      });
    } catch (error) {
      throw uniqueSlugAsFieldError(error);
    }
  }
}

@CommandHandler(UpdateCampaignCommand)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaignCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly catalogue: CatalogueReader,
    private readonly images: UploadedImages,
  ) {}

  async execute({ id, form, actorId }: UpdateCampaignCommand): Promise<StaffCampaignRecord> {
    await checkRelations(this.catalogue, form);
    try {
      return await this.db.transaction((tx) => this.update(tx, id, form, actorId));
    } catch (error) {
      throw uniqueSlugAsFieldError(error);
    }
  }

  private async update(tx: EntityManager, id: number, form: UpdateCampaignDto, actorId: number): Promise<StaffCampaignRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await campaignRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = campaignRecord(row, new Date());
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    const start = form.start_date === undefined ? new Date(row.start_date) : parseDateTime(form.start_date)!;
    const end = form.end_date === undefined ? new Date(row.end_date) : parseDateTime(form.end_date)!;
    const goalType = form.goal_type ?? row.goal_type;
    const goal = form.goal ?? before.goal;
    checkDatesAndGoal(start, end, goalType, goal);
    const slug = form.slug !== undefined && form.slug !== row.slug ? await chooseCampaignSlug(tx, form.slug, row.title, id) : row.slug;
    const cover = await resolveImage(form.cover, row.cover, generatedCover(slug), this.images);
    if (cover === undefined) throw DrfValidationError.single('cover', UNKNOWN_IMAGE);
    const description = form.description === undefined ? row.description : sanitizeRichText(form.description);
    const set = {
      slug,
      title: form.title ?? row.title,
      label_id: form.label ?? row.label_id,
      book_id: form.book === undefined ? row.book_id : form.book,
      author_id: form.author === undefined ? row.author_id : form.author,
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      release_date: form.release_date === undefined ? before.release_date : form.release_date,
      goal_type: goalType,
      goal: storedGoal(goalType, goal),
      cover,
      video: form.video === undefined ? row.video : form.video,
      description,
      description_text: form.description === undefined ? row.description_text : richTextToPlain(description),
      christmas: form.christmas ?? row.christmas,
      facebook_pixel_id: form.facebook_pixel_id === undefined ? row.facebook_pixel_id : form.facebook_pixel_id,
      disabled: form.disabled ?? row.disabled,
      draft: form.draft ?? row.draft,
    };
    const current: Record<string, unknown> = {
      ...row,
      start_date: new Date(row.start_date).toISOString(),
      end_date: new Date(row.end_date).toISOString(),
      release_date: before.release_date,
    };
    if (Object.entries(set).every(([column, value]) => JSON.stringify(current[column]) === JSON.stringify(value))) return before;
    await updateVersioned(tx, { table: 'crowdfundings', id, version: form.version, set, current: async () => before });
    if (slug !== row.slug) await keepOldSlug(tx, id, row.slug, slug);
    // A new end date moves the end job (the worker replaces the job of the old one).
    if (set.end_date !== current.end_date) await planCampaignEnd(tx, id);
    const after = campaignRecord((await campaignRow(tx, id))!, new Date());
    await this.audit.record(tx, {
      entity: CAMPAIGN_ENTITY,
      entityId: id,
      action: 'updated',
      actorId,
      changes: changedFields(auditedFields(before, DERIVED), auditedFields(after, DERIVED)),
    });
    return after;
  }
}

export const STAFF_CAMPAIGN_COMMAND_HANDLERS = [CreateCampaignHandler, UpdateCampaignHandler];
