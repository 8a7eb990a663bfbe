import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, DrfNotFound, DrfValidationError, richTextToPlain, sanitizeRichText, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BulkAction, CreateBookDto, UpdateBookDto, VatRate } from './staff-books.dto';
import { STAFF_MESSAGES } from './staff-fields';
import { resolveImage, UNKNOWN_IMAGE, UploadedImageCheck } from './staff-images';
import { keepOldSlug } from '../old-slugs/old-slugs';
import { auditedFields, bookRecord, bookRow, BookRow, StaffBookRecord } from './staff-records';
import { chooseSlug, requireLabel, uniqueViolationAsFieldError } from './staff-writes';

export const BOOK_ENTITY = 'book';
// Old slugs follow the slug (its change is in the trail).
const DERIVED = ['description_text', 'old_slugs'];

const VAT_BP: Record<VatRate, number> = { '5.5': 550, '20': 2000 };
const toCents = (euros: number) => Math.round(euros * 100);
const generatedCover = (slug: string) => `products/${slug}.svg`;

/** Creates a book (its product and book rows, version 1) and its audit entry. */
export class CreateBookCommand extends Command<StaffBookRecord> {
  constructor(
    readonly form: CreateBookDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Changes a book from the version its editor loaded; 409 with the current record if another editor saved since. */
export class UpdateBookCommand extends Command<StaffBookRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateBookDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Marks up to 100 books released or in production, public or draft, out of or in stock; answers how many changed. */
export class BulkBooksCommand extends Command<{ updated: number }> {
  constructor(
    readonly ids: number[],
    readonly action: BulkAction,
    readonly actorId: number,
  ) {
    super();
  }
}

/** The checks a book's form needs from the database: its label, its author, its cover, its ISBN. */
async function checkRelations(tx: EntityManager, form: Partial<CreateBookDto>, ownId: number | null): Promise<void> {
  if (form.label !== undefined) await requireLabel(tx, form.label);
  if (form.author !== undefined && form.author !== null) {
    const [found] = await tx.query<unknown[]>('SELECT 1 FROM authors WHERE id = $1', [form.author]);
    if (!found) throw DrfValidationError.single('author', STAFF_MESSAGES.unknownAuthor);
  }
  if (form.isbn) {
    const [taken] = await tx.query<unknown[]>('SELECT 1 FROM books WHERE isbn = $1 AND product_id IS DISTINCT FROM $2', [form.isbn, ownId]);
    if (taken) throw DrfValidationError.single('isbn', STAFF_MESSAGES.isbnTaken);
  }
}

async function coverPath(form: { image?: string | null }, current: string | null, slug: string, check: UploadedImageCheck): Promise<string | null> {
  const image = await resolveImage(form.image, current, generatedCover(slug), check);
  if (image === undefined) throw DrfValidationError.single('image', UNKNOWN_IMAGE);
  return image;
}

@CommandHandler(CreateBookCommand)
export class CreateBookHandler implements ICommandHandler<CreateBookCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ form, actorId }: CreateBookCommand): Promise<StaffBookRecord> {
    try {
      return await this.db.transaction(async (tx) => {
        await checkRelations(tx, form, null);
        const slug = await chooseSlug(tx, 'products', form.slug, form.title, 'livre', null);
        const image = await coverPath({ image: form.image ?? null }, null, slug, this.images);
        const description = sanitizeRichText(form.description ?? '');
        const [{ id }] = await tx.query<{ id: number }[]>(
          `INSERT INTO products (type, slug, label_id, name, description, description_text, price_cents, vat_rate_bp, out_of_stock, restocking_date, author_id, image, draft)
           VALUES ('book', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            slug,
            form.label,
            form.title,
            description,
            richTextToPlain(description),
            toCents(form.price),
            VAT_BP[form.vat_rate ?? '5.5'],
            form.out_of_stock ?? false,
            form.restocking_date ?? null,
            form.author ?? null,
            image,
            form.draft ?? false,
          ],
        );
        await tx.query('INSERT INTO books (product_id, isbn, nb_pages, release, publisher, is_external, published) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          id,
          form.isbn ?? null,
          form.nb_pages ?? null,
          form.release ?? null,
          form.publisher || null,
          form.is_external ?? false,
          form.published ?? false,
        ]);
        const record = bookRecord((await bookRow(tx, id))!);
        await this.audit.record(tx, { entity: BOOK_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, auditedFields(record, DERIVED)) });
        return record;
      });
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }
}

@CommandHandler(UpdateBookCommand)
export class UpdateBookHandler implements ICommandHandler<UpdateBookCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ id, form, actorId }: UpdateBookCommand): Promise<StaffBookRecord> {
    try {
      return await this.db.transaction((tx) => this.update(tx, id, form, actorId));
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }

  private async update(tx: EntityManager, id: number, form: UpdateBookDto, actorId: number): Promise<StaffBookRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await bookRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = bookRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    await checkRelations(tx, form, id);
    const slug = form.slug !== undefined && form.slug !== row.slug ? await chooseSlug(tx, 'products', form.slug, row.name, 'livre', id) : row.slug;
    const description = form.description === undefined ? row.description : sanitizeRichText(form.description);
    const product = {
      slug,
      name: form.title ?? row.name,
      label_id: form.label ?? row.label_id,
      author_id: form.author === undefined ? row.author_id : form.author,
      price_cents: form.price === undefined ? row.price_cents : toCents(form.price),
      vat_rate_bp: form.vat_rate === undefined ? row.vat_rate_bp : VAT_BP[form.vat_rate],
      out_of_stock: form.out_of_stock ?? row.out_of_stock,
      draft: form.draft ?? row.draft,
      restocking_date: form.restocking_date === undefined ? row.restocking_date : form.restocking_date,
      image: await coverPath(form, row.image, slug, this.images),
      // The extra pictures are generated from the slug too (`products/{slug}-2.svg`).
      images: slug === row.slug ? row.images : row.images.map((path) => path.replace(`products/${row.slug}-`, `products/${slug}-`)),
      description,
      description_text: form.description === undefined ? row.description_text : richTextToPlain(description),
    };
    const book = {
      isbn: form.isbn === undefined ? row.isbn : form.isbn,
      nb_pages: form.nb_pages === undefined ? row.nb_pages : form.nb_pages,
      release: form.release === undefined ? row.release : form.release,
      publisher: form.publisher === undefined ? row.publisher : form.publisher || null,
      is_external: form.is_external ?? row.is_external,
      published: form.published ?? row.published,
    };
    const same = (values: Record<string, unknown>) => Object.entries(values).every(([column, value]) => JSON.stringify(row[column as keyof BookRow]) === JSON.stringify(value));
    if (same(product) && same(book)) return before;
    await updateVersioned(tx, { table: 'products', id, version: form.version, set: product, current: async () => before });
    // The old address keeps working: the public book answers it with the new slug.
    await keepOldSlug(tx, 'product', id, row.slug, slug);
    await tx.query('UPDATE books SET isbn = $2, nb_pages = $3, release = $4, publisher = $5, is_external = $6, published = $7 WHERE product_id = $1', [
      id,
      book.isbn,
      book.nb_pages,
      book.release,
      book.publisher,
      book.is_external,
      book.published,
    ]);
    const after = bookRecord((await bookRow(tx, id))!);
    await this.audit.record(tx, {
      entity: BOOK_ENTITY,
      entityId: id,
      action: 'updated',
      actorId,
      changes: changedFields(auditedFields(before, DERIVED), auditedFields(after, DERIVED)),
    });
    return after;
  }
}

/** The one column each bulk action sets, and its value. */
const BULK_CHANGES: Record<BulkAction, { table: 'books' | 'products'; column: 'published' | 'draft' | 'out_of_stock'; value: boolean }> = {
  publish: { table: 'books', column: 'published', value: true },
  unpublish: { table: 'books', column: 'published', value: false },
  make_public: { table: 'products', column: 'draft', value: false },
  make_draft: { table: 'products', column: 'draft', value: true },
  out_of_stock: { table: 'products', column: 'out_of_stock', value: true },
  in_stock: { table: 'products', column: 'out_of_stock', value: false },
};

@CommandHandler(BulkBooksCommand)
export class BulkBooksHandler implements ICommandHandler<BulkBooksCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ ids, action, actorId }: BulkBooksCommand): Promise<{ updated: number }> {
    const change = BULK_CHANGES[action];
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    return this.db.transaction(async (tx) => {
      // Locked in id order: two bulk actions at once never wait for each other in a cycle.
      const rows = await tx.query<{ id: number; published: boolean; draft: boolean; out_of_stock: boolean }[]>(
        `SELECT p.id, b.published, p.draft, p.out_of_stock FROM products p JOIN books b ON b.product_id = p.id
          WHERE p.id = ANY($1::int[]) AND p.type = 'book' ORDER BY p.id FOR UPDATE OF p, b`,
        [wanted],
      );
      const found = new Set(rows.map((r) => r.id));
      const unknown = wanted.filter((id) => !found.has(id));
      if (unknown.length > 0) throw DrfValidationError.single('ids', `Livre inconnu : ${unknown.join(', ')}.`);
      const changing = rows.filter((r) => r[change.column] !== change.value);
      for (const row of changing) {
        await tx.query('UPDATE products SET version = version + 1, updated_at = now() WHERE id = $1', [row.id]);
        await tx.query(`UPDATE ${change.table} SET ${change.column} = $2 WHERE ${change.table === 'books' ? 'product_id' : 'id'} = $1`, [row.id, change.value]);
        await this.audit.record(tx, { entity: BOOK_ENTITY, entityId: row.id, action, actorId, changes: { [change.column]: { from: row[change.column], to: change.value } } });
      }
      return { updated: changing.length };
    });
  }
}

export const STAFF_BOOK_COMMAND_HANDLERS = [CreateBookHandler, UpdateBookHandler, BulkBooksHandler];
