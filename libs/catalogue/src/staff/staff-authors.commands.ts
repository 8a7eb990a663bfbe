import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, DrfNotFound, DrfValidationError, richTextToPlain, sanitizeRichText, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import { keepOldSlug } from '../old-slugs/old-slugs';
import { auditedFields, authorRecord, authorRow, AuthorRow, StaffAuthorRecord } from './staff-records';
import type { CreateAuthorDto, UpdateAuthorDto } from './staff-authors.dto';
import { resolveImage, UNKNOWN_IMAGE, UploadedImageCheck } from './staff-images';
import { chooseSlug, requireLabel, uniqueViolationAsFieldError } from './staff-writes';

export const AUTHOR_ENTITY = 'author';
// Old slugs follow the slug (its change is in the trail).
const DERIVED = ['biography_text', 'old_slugs'];

const generatedAvatar = (slug: string) => `authors/${slug}/avatar.svg`;
const generatedBanner = (slug: string) => `authors/${slug}/banner.svg`;

/** Creates an author (version 1) and its audit entry. */
export class CreateAuthorCommand extends Command<StaffAuthorRecord> {
  constructor(
    readonly form: CreateAuthorDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Changes an author from the version its editor loaded; 409 with the current record if another editor saved since. */
export class UpdateAuthorCommand extends Command<StaffAuthorRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateAuthorDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** The images to store, each field's 400 when its URL names no uploaded image. */
async function authorImages(form: { avatar?: string | null; banner?: string | null }, current: Pick<AuthorRow, 'avatar' | 'banner'>, slug: string, check: UploadedImageCheck) {
  const avatar = await resolveImage(form.avatar, current.avatar, generatedAvatar(slug), check);
  const banner = await resolveImage(form.banner, current.banner, generatedBanner(slug), check);
  const errors: Record<string, string[]> = {};
  if (avatar === undefined) errors.avatar = [UNKNOWN_IMAGE];
  if (banner === undefined) errors.banner = [UNKNOWN_IMAGE];
  if (Object.keys(errors).length > 0) throw new DrfValidationError(errors);
  return { avatar: avatar ?? null, banner: banner ?? null };
}

@CommandHandler(CreateAuthorCommand)
export class CreateAuthorHandler implements ICommandHandler<CreateAuthorCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ form, actorId }: CreateAuthorCommand): Promise<StaffAuthorRecord> {
    try {
      return await this.db.transaction(async (tx) => {
        await requireLabel(tx, form.label);
        const slug = await chooseSlug(tx, 'authors', form.slug, form.name, 'auteur', null);
        const { avatar, banner } = await authorImages({ avatar: form.avatar ?? null, banner: form.banner ?? null }, { avatar: null, banner: null }, slug, this.images);
        const biography = sanitizeRichText(form.biography ?? '');
        const [{ id }] = await tx.query<{ id: number }[]>(
          'INSERT INTO authors (slug, name, label_id, biography, biography_text, avatar, banner) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
          [slug, form.name, form.label, biography, richTextToPlain(biography), avatar, banner],
        );
        const record = authorRecord((await authorRow(tx, id))!);
        await this.audit.record(tx, { entity: AUTHOR_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, auditedFields(record, DERIVED)) });
        return record;
      });
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }
}

@CommandHandler(UpdateAuthorCommand)
export class UpdateAuthorHandler implements ICommandHandler<UpdateAuthorCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ id, form, actorId }: UpdateAuthorCommand): Promise<StaffAuthorRecord> {
    try {
      return await this.db.transaction((tx) => this.update(tx, id, form, actorId));
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }

  private async update(tx: EntityManager, id: number, form: UpdateAuthorDto, actorId: number): Promise<StaffAuthorRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await authorRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = authorRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    if (form.label !== undefined) await requireLabel(tx, form.label);
    const slug = form.slug !== undefined && form.slug !== row.slug ? await chooseSlug(tx, 'authors', form.slug, row.name, 'auteur', id) : row.slug;
    const { avatar, banner } = await authorImages(form, row, slug, this.images);
    const biography = form.biography === undefined ? row.biography : sanitizeRichText(form.biography);
    const set = {
      slug,
      name: form.name ?? row.name,
      label_id: form.label ?? row.label_id,
      biography,
      biography_text: form.biography === undefined ? row.biography_text : richTextToPlain(biography),
      avatar,
      banner,
    };
    const unchanged = Object.entries(set).every(([column, value]) => row[column as keyof AuthorRow] === value);
    if (unchanged) return before;
    await updateVersioned(tx, { table: 'authors', id, version: form.version, set, current: async () => before });
    // The old address keeps working: the public author page answers it with the new slug.
    await keepOldSlug(tx, 'author', id, row.slug, slug);
    const after = authorRecord((await authorRow(tx, id))!);
    await this.audit.record(tx, {
      entity: AUTHOR_ENTITY,
      entityId: id,
      action: 'updated',
      actorId,
      changes: changedFields(auditedFields(before, DERIVED), auditedFields(after, DERIVED)),
    });
    return after;
  }
}

export const STAFF_AUTHOR_COMMAND_HANDLERS = [CreateAuthorHandler, UpdateAuthorHandler];
