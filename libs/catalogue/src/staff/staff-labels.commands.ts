import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, DrfNotFound, DrfValidationError, sanitizeRichText, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import { STAFF_MESSAGES } from './staff-fields';
import { UNKNOWN_IMAGE, UploadedImageCheck } from './staff-images';
import { filterLabelCss } from './staff-label-css';
import { FEATURE_FIELDS, type UpdateLabelDto } from './staff-labels.dto';
import { FEATURE_COLUMNS, labelImage, labelRecord, labelRow, LabelRow, normaliseColour, normaliseTheme, StaffLabelRecord } from './staff-labels.records';
import { auditedFields } from './staff-records';
import { uniqueViolationAsFieldError } from './staff-writes';

export const LABEL_ENTITY = 'label';

/** First path segments the site itself uses: no label may be named so. */
const RESERVED_SLUGS = new Set(['404', 'api', 'media', 'health', 'metrics', 'assets', 'docs']);
export const RESERVED_SLUG_MESSAGE = 'Cet identifiant d’adresse est réservé au site : choisissez-en un autre.';

const UPLOADED_URL = /^\/media\/(uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/;

/** Changes a label from the version its editor loaded; 409 with the current record if another editor saved since. */
export class UpdateLabelCommand extends Command<StaffLabelRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateLabelDto,
    readonly actorId: number,
  ) {
    super();
  }
}

type ImageColumn = 'logo' | 'logo_footer' | 'logo_big' | 'emblem';
const IMAGES: [ImageColumn, string][] = [
  ['logo', 'logo'],
  ['logo_footer', 'logo-footer'],
  ['logo_big', 'logo-big'],
  ['emblem', 'emblem'],
];

/**
 * A label's image column: absent → unchanged; null or the generated image's URL → null (the
 * generated one); the current URL → unchanged; an uploaded image's URL → its path; else undefined.
 */
async function labelImagePath(input: string | null | undefined, row: LabelRow, column: ImageColumn, name: string, check: UploadedImageCheck): Promise<string | null | undefined> {
  const current = row[column];
  if (input === undefined || input === labelImage(current, row.slug, name)) return current;
  if (input === null || input === labelImage(null, row.slug, name)) return null;
  const uploaded = UPLOADED_URL.exec(input);
  return uploaded && (await check.exists(input)) ? uploaded[1] : undefined;
}

/** '' → null for the optional texts. */
const blankAsNull = (value: string | null | undefined, current: string | null) => (value === undefined ? current : value === null || value.trim() === '' ? null : value);

@CommandHandler(UpdateLabelCommand)
export class UpdateLabelHandler implements ICommandHandler<UpdateLabelCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ id, form, actorId }: UpdateLabelCommand): Promise<StaffLabelRecord> {
    try {
      return await this.db.transaction((tx) => this.update(tx, id, form, actorId));
    } catch (error) {
      const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
      if (code === '23505' && (constraint === 'labels_slug_key' || constraint === 'label_old_slugs_pkey')) throw DrfValidationError.single('slug', STAFF_MESSAGES.slugTaken);
      throw uniqueViolationAsFieldError(error);
    }
  }

  private async update(tx: EntityManager, id: number, form: UpdateLabelDto, actorId: number): Promise<StaffLabelRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await labelRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = labelRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);

    const errors: Record<string, string[]> = {};
    let css = row.css;
    if (form.css !== undefined) {
      const filtered = filterLabelCss(form.css);
      if ('error' in filtered) errors.css = [filtered.error];
      else css = filtered.css;
    }
    const images: Partial<Record<ImageColumn, string | null>> = {};
    for (const [column, name] of IMAGES) {
      const path = await labelImagePath(form[column], row, column, name, this.images);
      if (path === undefined) errors[column] = [UNKNOWN_IMAGE];
      else images[column] = path;
    }
    const slug = form.slug ?? row.slug;
    if (slug !== row.slug) {
      if (RESERVED_SLUGS.has(slug)) errors.slug = [RESERVED_SLUG_MESSAGE];
      else {
        const taken = await tx.query<unknown[]>('SELECT 1 FROM labels WHERE slug = $1 AND id <> $2 UNION ALL SELECT 1 FROM label_old_slugs WHERE slug = $1 AND label_id <> $2', [
          slug,
          id,
        ]);
        if (taken.length > 0) errors.slug = [STAFF_MESSAGES.slugTaken];
      }
    }
    if (Object.keys(errors).length > 0) throw new DrfValidationError(errors);

    const theme = form.theme
      ? normaliseTheme({
          primary: normaliseColour(form.theme.primary),
          secondary: normaliseColour(form.theme.secondary),
          background: normaliseColour(form.theme.background),
          text: normaliseColour(form.theme.text),
          accent: normaliseColour(form.theme.accent),
        })
      : normaliseTheme(row.theme);
    const themeChanged = JSON.stringify(theme) !== JSON.stringify(normaliseTheme(row.theme));
    const set: Record<string, unknown> = {
      slug,
      name: form.name ?? row.name,
      css,
      ...images,
      catch_phrase: form.catch_phrase ?? row.catch_phrase,
      catch_lines: form.catch_lines === undefined ? row.catch_lines : normaliseLines(form.catch_lines),
      description: form.description === undefined ? row.description : sanitizeRichText(form.description),
      facebook_page: blankAsNull(form.facebook_page, row.facebook_page),
      bluesky_page: blankAsNull(form.bluesky_page, row.bluesky_page),
      linkedin_page: blankAsNull(form.linkedin_page, row.linkedin_page),
      instagram_page: blankAsNull(form.instagram_page, row.instagram_page),
      global_message: blankAsNull(form.global_message, row.global_message),
      checkout_message: blankAsNull(form.checkout_message, row.checkout_message),
    };
    for (const field of FEATURE_FIELDS) set[FEATURE_COLUMNS[field]] = form[field] ?? row[FEATURE_COLUMNS[field]];
    const unchanged = !themeChanged && Object.entries(set).every(([column, value]) => row[column as keyof LabelRow] === value);
    if (unchanged) return before;
    if (themeChanged) set.theme = JSON.stringify(theme);

    if (slug !== row.slug) {
      // The old address keeps working: the public API answers the label for it, the SPA moves to the new one.
      await tx.query('DELETE FROM label_old_slugs WHERE slug = $1 AND label_id = $2', [slug, id]);
      await tx.query('INSERT INTO label_old_slugs (slug, label_id) VALUES ($1, $2)', [row.slug, id]);
    }
    await updateVersioned(tx, { table: 'labels', id, version: form.version, set, current: async () => before });
    const after = labelRecord((await labelRow(tx, id))!);
    await this.audit.record(tx, {
      entity: LABEL_ENTITY,
      entityId: id,
      action: 'updated',
      actorId,
      changes: changedFields(auditedFields(before, ['old_slugs', 'logo_png']), auditedFields(after, ['old_slugs', 'logo_png'])),
    });
    return after;
  }
}

/** One catch line per line, trimmed, blank lines dropped. */
function normaliseLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export const STAFF_LABEL_COMMAND_HANDLERS = [UpdateLabelHandler];
