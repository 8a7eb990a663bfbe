import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { ConcurrentEdit, DrfNotFound, DrfValidationError, richTextToPlain, sanitizeRichText, updateVersioned } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateGoodieDto, GoodieVariantDto, GoodieVatRate, UpdateGoodieDto } from './staff-goodies.dto';
import { keepOldSlug } from '../old-slugs/old-slugs';
import { auditedGoodie, goodieRecord, goodieRow, GoodieRow, StaffGoodieRecord, VARIANT_IN_USE } from './staff-goodies.records';
import { imageUrl, isGenerated, UNKNOWN_IMAGE, UploadedImageCheck } from './staff-images';
import { chooseSlug, requireLabel, uniqueViolationAsFieldError } from './staff-writes';

export const GOODIE_ENTITY = 'goodie';

const VAT_BP: Record<GoodieVatRate, number> = { '5.5': 550, '20': 2000 };
const toCents = (euros: number) => Math.round(euros * 100);
const UPLOADED_URL = /^\/media\/(uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/;

export const GOODIE_MESSAGES = {
  unknownAttribute: (ids: number[]) => `Attribut inconnu : ${ids.join(', ')}.`,
  unknownVariant: (ids: number[]) => `Déclinaison inconnue : ${ids.join(', ')}.`,
  sameName: (name: string) => `Deux déclinaisons portent le même nom : « ${name} ».`,
  inUse: (name: string) => `La déclinaison « ${name} » est dans un panier ou a été achetée : elle ne peut pas être supprimée. Mettez plutôt son stock à 0.`,
};

/** Creates a goodie (a product of type goodie, its variants, version 1) and its audit entry. */
export class CreateGoodieCommand extends Command<StaffGoodieRecord> {
  constructor(
    readonly form: CreateGoodieDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Changes a goodie from the version its editor loaded; 409 with the current record if another editor saved since. */
export class UpdateGoodieCommand extends Command<StaffGoodieRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateGoodieDto,
    readonly actorId: number,
  ) {
    super();
  }
}

/** Sets the stock of up to 200 variants of goodies; each goodie changed gets a version and an audit entry. */
export class BulkStockCommand extends Command<{ updated: number }> {
  constructor(
    readonly variants: { id: number; stock: number }[],
    readonly actorId: number,
  ) {
    super();
  }
}

/** 400 unless every attribute exists. */
async function checkAttributes(tx: EntityManager, field: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.query<{ id: number }[]>('SELECT id FROM attributes WHERE id = ANY($1::int[])', [ids]);
  const known = new Set(found.map((r) => r.id));
  const unknown = [...new Set(ids)].filter((id) => !known.has(id));
  if (unknown.length > 0) throw DrfValidationError.single(field, GOODIE_MESSAGES.unknownAttribute(unknown));
}

/**
 * The image and extra images to store: the list absent → the current ones (generated ones follow a
 * new slug); each URL the current one's, or an uploaded image's; an empty list → the generated image.
 */
async function goodieImages(input: string[] | undefined, current: Pick<GoodieRow, 'image' | 'images' | 'slug'> | null, slug: string, check: UploadedImageCheck) {
  const follow = (path: string) => (current && isGenerated(path) ? path.replace(`products/${current.slug}`, `products/${slug}`) : path);
  const paths = current ? [current.image, ...current.images].filter((p): p is string => !!p) : [];
  if (input === undefined) {
    const [image, ...images] = paths.map(follow);
    return { image: image ?? `products/${slug}.svg`, images };
  }
  const chosen: string[] = [];
  for (const url of input) {
    const known = paths.find((path) => imageUrl(path) === url);
    const uploaded = known ? null : UPLOADED_URL.exec(url);
    const path = known ? follow(known) : uploaded && (await check.exists(url)) ? uploaded[1] : null;
    if (path === null) throw DrfValidationError.single('images', UNKNOWN_IMAGE);
    if (!chosen.includes(path)) chosen.push(path);
  }
  const [image, ...images] = chosen;
  return { image: image ?? `products/${slug}.svg`, images };
}

const sortedIds = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

/** Writes the variants as the form lists them: changed, added, removed (refused when in use). */
async function writeVariants(tx: EntityManager, productId: number, wanted: GoodieVariantDto[], current: GoodieRow['variants']): Promise<void> {
  const names = new Set<string>();
  for (const variant of wanted) {
    const key = variant.name.toLocaleLowerCase('fr');
    if (names.has(key)) throw DrfValidationError.single('variants', GOODIE_MESSAGES.sameName(variant.name));
    names.add(key);
  }
  const own = new Map(current.map((v) => [v.id, v]));
  const strangers = wanted.filter((v) => v.id !== undefined && !own.has(v.id)).map((v) => v.id as number);
  if (strangers.length > 0) throw DrfValidationError.single('variants', GOODIE_MESSAGES.unknownVariant(strangers));
  await checkAttributes(
    tx,
    'variants',
    wanted.flatMap((v) => v.attributes ?? []),
  );
  const kept = new Set(wanted.map((v) => v.id).filter((id): id is number => id !== undefined));
  const removed = current.filter((v) => !kept.has(v.id));
  if (removed.length > 0) {
    const inUse = await tx.query<{ id: number; name: string }[]>(`SELECT v.id, v.name FROM product_variants v WHERE v.id = ANY($1::int[]) AND ${VARIANT_IN_USE} ORDER BY v.id`, [
      removed.map((v) => v.id),
    ]);
    if (inUse.length > 0) throw DrfValidationError.single('variants', GOODIE_MESSAGES.inUse(inUse[0].name));
    await tx.query('DELETE FROM product_variants WHERE id = ANY($1::int[])', [removed.map((v) => v.id)]);
  }
  for (const [position, variant] of wanted.entries()) {
    let id = variant.id;
    if (id === undefined) {
      [{ id }] = await tx.query<{ id: number }[]>('INSERT INTO product_variants (product_id, name, stock, position) VALUES ($1, $2, $3, $4) RETURNING id', [
        productId,
        variant.name,
        variant.stock,
        position,
      ]);
    } else {
      await tx.query('UPDATE product_variants SET name = $2, stock = $3, position = $4, updated_at = now() WHERE id = $1', [id, variant.name, variant.stock, position]);
      if (variant.attributes === undefined) continue;
      await tx.query('DELETE FROM variant_attributes WHERE variant_id = $1', [id]);
    }
    const attributes = sortedIds(variant.attributes);
    if (attributes.length > 0) await tx.query('INSERT INTO variant_attributes (variant_id, attribute_id) SELECT $1, unnest($2::int[])', [id, attributes]);
  }
}

async function writeAttributes(tx: EntityManager, productId: number, attributes: number[]): Promise<void> {
  await tx.query('DELETE FROM product_attributes WHERE product_id = $1', [productId]);
  if (attributes.length > 0) await tx.query('INSERT INTO product_attributes (product_id, attribute_id) SELECT $1, unnest($2::int[])', [productId, attributes]);
}

@CommandHandler(CreateGoodieCommand)
export class CreateGoodieHandler implements ICommandHandler<CreateGoodieCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ form, actorId }: CreateGoodieCommand): Promise<StaffGoodieRecord> {
    try {
      return await this.db.transaction(async (tx) => {
        await requireLabel(tx, form.label);
        const attributes = sortedIds(form.attributes);
        await checkAttributes(tx, 'attributes', attributes);
        const slug = await chooseSlug(tx, 'products', form.slug, form.name, 'objet', null);
        const { image, images } = await goodieImages(form.images, null, slug, this.images);
        const description = sanitizeRichText(form.description ?? '');
        const [{ id }] = await tx.query<{ id: number }[]>(
          `INSERT INTO products (type, slug, label_id, name, description, description_text, price_cents, vat_rate_bp, bookseller_only, locked_by_voucher, out_of_stock, restocking_date, image, images, draft)
           VALUES ('goodie', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
          [
            slug,
            form.label,
            form.name,
            description,
            richTextToPlain(description),
            toCents(form.price),
            VAT_BP[form.vat_rate ?? '20'],
            form.bookseller_only ?? false,
            form.locked_by_voucher ?? false,
            form.out_of_stock ?? false,
            form.restocking_date ?? null,
            image,
            images,
            form.draft ?? false,
          ],
        );
        await writeAttributes(tx, id, attributes);
        await writeVariants(tx, id, form.variants ?? [], []);
        const record = goodieRecord((await goodieRow(tx, id))!);
        await this.audit.record(tx, { entity: GOODIE_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, auditedGoodie(record)) });
        return record;
      });
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }
}

@CommandHandler(UpdateGoodieCommand)
export class UpdateGoodieHandler implements ICommandHandler<UpdateGoodieCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly images: UploadedImageCheck,
  ) {}

  async execute({ id, form, actorId }: UpdateGoodieCommand): Promise<StaffGoodieRecord> {
    try {
      return await this.db.transaction((tx) => this.update(tx, id, form, actorId));
    } catch (error) {
      throw uniqueViolationAsFieldError(error);
    }
  }

  private async update(tx: EntityManager, id: number, form: UpdateGoodieDto, actorId: number): Promise<StaffGoodieRecord> {
    // Locked: a second editor waits here, then finds the new version and gets the 409.
    const row = await goodieRow(tx, id, true);
    if (!row) throw new DrfNotFound();
    const before = goodieRecord(row);
    if (form.version !== row.version) throw new ConcurrentEdit(before);
    if (form.label !== undefined) await requireLabel(tx, form.label);
    const attributes = form.attributes === undefined ? row.attributes : sortedIds(form.attributes);
    await checkAttributes(tx, 'attributes', attributes);
    const slug = form.slug !== undefined && form.slug !== row.slug ? await chooseSlug(tx, 'products', form.slug, row.name, 'objet', id) : row.slug;
    const { image, images } = await goodieImages(form.images, row, slug, this.images);
    const description = form.description === undefined ? row.description : sanitizeRichText(form.description);
    const product = {
      slug,
      name: form.name ?? row.name,
      label_id: form.label ?? row.label_id,
      price_cents: form.price === undefined ? row.price_cents : toCents(form.price),
      vat_rate_bp: form.vat_rate === undefined ? row.vat_rate_bp : VAT_BP[form.vat_rate],
      bookseller_only: form.bookseller_only ?? row.bookseller_only,
      locked_by_voucher: form.locked_by_voucher ?? row.locked_by_voucher,
      draft: form.draft ?? row.draft,
      out_of_stock: form.out_of_stock ?? row.out_of_stock,
      restocking_date: form.restocking_date === undefined ? row.restocking_date : form.restocking_date,
      image,
      images,
      description,
      description_text: form.description === undefined ? row.description_text : richTextToPlain(description),
    };
    const variantsAsked = form.variants?.map((v) => ({
      id: v.id ?? null,
      name: v.name,
      stock: v.stock,
      attributes: v.attributes === undefined ? (row.variants.find((c) => c.id === v.id)?.attributes ?? []) : sortedIds(v.attributes),
    }));
    const variantsChanged =
      variantsAsked !== undefined &&
      JSON.stringify(variantsAsked) !== JSON.stringify(row.variants.map((v) => ({ id: v.id, name: v.name, stock: v.stock, attributes: v.attributes })));
    const same = Object.entries(product).every(([column, value]) => JSON.stringify(row[column as keyof GoodieRow]) === JSON.stringify(value));
    if (same && !variantsChanged && JSON.stringify(attributes) === JSON.stringify(row.attributes)) return before;
    await updateVersioned(tx, { table: 'products', id, version: form.version, set: product, current: async () => before });
    // The old address keeps working: the public product answers it with the new slug.
    await keepOldSlug(tx, 'product', id, row.slug, slug);
    await writeAttributes(tx, id, attributes);
    if (form.variants !== undefined && variantsChanged) await writeVariants(tx, id, form.variants, row.variants);
    const after = goodieRecord((await goodieRow(tx, id))!);
    await this.audit.record(tx, { entity: GOODIE_ENTITY, entityId: id, action: 'updated', actorId, changes: changedFields(auditedGoodie(before), auditedGoodie(after)) });
    return after;
  }
}

@CommandHandler(BulkStockCommand)
export class BulkStockHandler implements ICommandHandler<BulkStockCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ variants, actorId }: BulkStockCommand): Promise<{ updated: number }> {
    const wanted = new Map(variants.map((v) => [v.id, v.stock]));
    return this.db.transaction(async (tx) => {
      const found = await tx.query<{ id: number; product_id: number }[]>(
        `SELECT v.id, v.product_id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = ANY($1::int[]) AND p.type = 'goodie'`,
        [[...wanted.keys()]],
      );
      const unknown = [...wanted.keys()].filter((id) => !found.some((r) => r.id === id));
      if (unknown.length > 0) throw DrfValidationError.single('variants', GOODIE_MESSAGES.unknownVariant(unknown));
      const productIds = [...new Set(found.map((r) => r.product_id))].sort((a, b) => a - b);
      // The goodies locked in id order (two bulk updates never wait on each other crosswise), then their variants.
      await tx.query('SELECT 1 FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [productIds]);
      let updated = 0;
      for (const productId of productIds) {
        const row = (await goodieRow(tx, productId))!;
        const changing = row.variants.filter((v) => wanted.has(v.id) && wanted.get(v.id) !== v.stock);
        if (changing.length === 0) continue;
        const before = goodieRecord(row);
        await tx.query('UPDATE product_variants v SET stock = t.stock, updated_at = now() FROM unnest($1::int[], $2::int[]) AS t(id, stock) WHERE v.id = t.id', [
          changing.map((v) => v.id),
          changing.map((v) => wanted.get(v.id)),
        ]);
        await tx.query('UPDATE products SET version = version + 1, updated_at = now() WHERE id = $1', [productId]);
        const after = goodieRecord((await goodieRow(tx, productId))!);
        await this.audit.record(tx, { entity: GOODIE_ENTITY, entityId: productId, action: 'stock', actorId, changes: changedFields(auditedGoodie(before), auditedGoodie(after)) });
        updated += changing.length;
      }
      return { updated };
    });
  }
}

export const STAFF_GOODIE_COMMAND_HANDLERS = [CreateGoodieHandler, UpdateGoodieHandler, BulkStockHandler];
