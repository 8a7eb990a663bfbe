import { HttpException, HttpStatus } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail, changedFields } from '@shop/audit';
import { resolveImage, RewardProducts, type RewardProductColumns, UNKNOWN_IMAGE } from '@shop/catalogue';
import { ConcurrentEdit, currentRequestId, DrfNotFound, DrfValidationError, richTextToPlain, sanitizeRichText } from '@shop/common';
import { UploadedImages } from '@shop/media';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { PaidRewardParcels } from '../lifecycle/paid-reward-parcels';
import { bookShareRefusal, rewardChangeRefusal, rewardDeletionRefusal, variantChangeRefusal } from './campaign-rules';
import { RewardHolds } from './reward-holds';
import { auditedFields, campaignRow, compensationRow, CompensationRow, rewardRecord, StaffRewardRecord } from './staff-campaign-records';
import type { CreateRewardDto, UpdateRewardDto } from './staff-campaigns.dto';

export const REWARD_ENTITY = 'reward';
const DERIVED = ['description_text', 'paid_quantity', 'slug'];
const VAT_BP = { '5.5': 550, '20': 2000 } as const;

/** A reward's VAT from its content: 5,5 % when it holds a book (the book's rate), 20 % otherwise (docs/pricing.md). */
export const vatFromContent = (booksCount: number): number => (booksCount > 0 ? VAT_BP['5.5'] : VAT_BP['20']);

/**
 * The rate after a change: the one staff chose, if they chose one; else, when the content changes
 * and the rate was the one its content gave, the new content's (a rate staff set by hand stays).
 */
export function rewardVatAfter(current: { vatBp: number; booksCount: number }, form: { vat_rate?: '5.5' | '20'; books_count?: number }): number {
  if (form.vat_rate !== undefined) return VAT_BP[form.vat_rate];
  const followsContent = current.vatBp === vatFromContent(current.booksCount);
  return form.books_count !== undefined && followsContent ? vatFromContent(form.books_count) : current.vatBp;
}
const toCents = (euros: number) => Math.round(euros * 100);
/** The book share as the form gives it: undefined (unchanged), null (none) or cents. */
const shareCents = (euros: number | null | undefined) => (euros === undefined || euros === null ? euros : toCents(euros));
const generatedImage = (slug: string) => `products/${slug}.svg`;

export class CreateRewardCommand extends Command<StaffRewardRecord> {
  constructor(
    readonly campaignId: number,
    readonly form: CreateRewardDto,
    readonly actorId: number,
  ) {
    super();
  }
}

export class UpdateRewardCommand extends Command<StaffRewardRecord> {
  constructor(
    readonly id: number,
    readonly form: UpdateRewardDto,
    readonly actorId: number,
  ) {
    super();
  }
}

export class DeleteRewardCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly version: number,
    readonly actorId: number,
  ) {
    super();
  }
}

/** A deletion's changes: every field from its value to null. */
function deletedFields(before: Record<string, unknown>): Record<string, { from: unknown; to: null }> {
  return Object.fromEntries(
    Object.entries(before)
      .filter(([, v]) => v !== null)
      .map(([field, from]) => [field, { from, to: null }]),
  );
}

/** Locks the reward's variants (as a cart's confirmation does, after the reward's row) and reads what confirmed carts hold of each. */
async function lockedVariantHolds(tx: EntityManager, holds: RewardHolds, rewardId: number): Promise<{ variants: { id: number; name: string }[]; held: Map<number, number> }> {
  const variants = await tx.query<{ id: number; name: string }[]>('SELECT id, name FROM product_variants WHERE product_id = $1 ORDER BY id FOR UPDATE', [rewardId]);
  return { variants, held: variants.length ? await holds.heldVariantUnits(tx, rewardId, new Date()) : new Map() };
}

/** Variants that paid contributions point at (they cannot be deleted). */
async function paidVariants(tx: EntityManager, rewardId: number): Promise<Set<number>> {
  const rows = await tx.query<{ variant_id: number }[]>('SELECT DISTINCT variant_id FROM contribution_rewards WHERE compensation_id = $1 AND variant_id IS NOT NULL', [rewardId]);
  return new Set(rows.map((r) => r.variant_id));
}

@CommandHandler(CreateRewardCommand)
export class CreateRewardHandler implements ICommandHandler<CreateRewardCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly products: RewardProducts,
    private readonly images: UploadedImages,
  ) {}

  execute({ campaignId, form, actorId }: CreateRewardCommand): Promise<StaffRewardRecord> {
    const limited = form.limited ?? false;
    const refusal = rewardChangeRefusal({ paid: 0, held: 0, priceChanged: false, limited, limitedQuantity: form.limited_quantity ?? null });
    if (refusal) throw DrfValidationError.single(refusal.field, refusal.message);
    const bookShare = shareCents(form.book_share) ?? null;
    const shareRefusal = bookShareRefusal({ priceCents: toCents(form.price), booksCount: form.books_count ?? 0, bookShareCents: bookShare, paid: 0, shareChanged: false });
    if (shareRefusal) throw DrfValidationError.single('book_share', shareRefusal);
    return this.db.transaction(async (tx) => {
      const campaign = await campaignRow(tx, campaignId);
      if (!campaign) throw new DrfNotFound();
      const slug = await this.products.freeSlug(tx, `${campaign.slug}-${form.name}`, null);
      const image = await resolveImage(form.image ?? null, null, generatedImage(slug), this.images);
      if (image === undefined) throw DrfValidationError.single('image', UNKNOWN_IMAGE);
      const description = sanitizeRichText(form.description ?? '');
      const [{ next }] = await tx.query<{ next: number }[]>('SELECT coalesce(max(position) + 1, 0)::int AS next FROM compensations WHERE crowdfunding_id = $1', [campaignId]);
      const position = form.position ?? next;
      const id = await this.products.create(tx, slug, {
        name: form.name,
        label_id: campaign.label_id,
        author_id: campaign.author_id,
        price_cents: toCents(form.price),
        vat_rate_bp: form.vat_rate === undefined ? vatFromContent(form.books_count ?? 0) : VAT_BP[form.vat_rate],
        description,
        description_text: richTextToPlain(description),
        image,
        locked_by_voucher: form.locked_by_voucher ?? false,
        bookseller_only: form.bookseller_only ?? false,
        position,
      });
      await tx.query(
        `INSERT INTO compensations (product_id, crowdfunding_id, limited, limited_quantity, release_date, dedication, donation, books_count, position, closed, book_share_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          campaignId,
          limited,
          limited ? (form.limited_quantity ?? null) : (form.limited_quantity ?? null),
          form.release_date ?? null,
          form.dedication ?? false,
          form.donation ?? false,
          form.books_count ?? 0,
          position,
          form.closed ?? false,
          bookShare,
        ],
      );
      if (form.variants?.length)
        await this.products.replaceVariants(
          tx,
          id,
          form.variants.map((v) => ({ name: v.name, stock: v.stock })),
          new Set(),
        );
      const record = rewardRecord((await compensationRow(tx, id))!, (await this.products.row(tx, id))!);
      await this.audit.record(tx, { entity: REWARD_ENTITY, entityId: id, action: 'created', actorId, changes: changedFields({}, auditedFields(record, DERIVED)) });
      return record;
    });
  }
}

@CommandHandler(UpdateRewardCommand)
export class UpdateRewardHandler implements ICommandHandler<UpdateRewardCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly products: RewardProducts,
    private readonly images: UploadedImages,
    private readonly holds: RewardHolds,
    private readonly parcels: PaidRewardParcels,
  ) {}

  execute({ id, form, actorId }: UpdateRewardCommand): Promise<StaffRewardRecord> {
    return this.db.transaction((tx) => this.update(tx, id, form, actorId));
  }

  private async update(tx: EntityManager, id: number, form: UpdateRewardDto, actorId: number): Promise<StaffRewardRecord> {
    // The reward's row first (a confirmation locks it too), then its product's.
    const k = await compensationRow(tx, id, true);
    if (!k) throw new DrfNotFound();
    const p = (await this.products.row(tx, id, true))!;
    const before = rewardRecord(k, p);
    if (form.version !== p.version) throw new ConcurrentEdit(before);
    const priceCents = form.price === undefined ? p.price_cents : toCents(form.price);
    const limited = form.limited ?? k.limited;
    const limitedQuantity = form.limited_quantity === undefined ? k.limited_quantity : form.limited_quantity;
    const limitChanges = limited && (!k.limited || limitedQuantity !== k.limited_quantity);
    const held = limitChanges ? await this.holds.heldUnits(tx, id, new Date()) : 0;
    const refusal = rewardChangeRefusal({
      paid: k.paid,
      held,
      priceChanged: priceCents !== p.price_cents,
      limited: limitChanges || (limited && limitedQuantity === null),
      limitedQuantity,
    });
    if (refusal) throw DrfValidationError.single(refusal.field, refusal.message);
    const bookShare = form.book_share === undefined ? k.book_share_cents : (shareCents(form.book_share) ?? null);
    const shareRefusal = bookShareRefusal({
      priceCents,
      booksCount: form.books_count ?? k.books_count,
      bookShareCents: bookShare,
      paid: k.paid,
      shareChanged: bookShare !== k.book_share_cents,
    });
    if (shareRefusal) throw DrfValidationError.single('book_share', shareRefusal);
    if (form.variants !== undefined) {
      const { variants, held } = await lockedVariantHolds(tx, this.holds, id);
      const variantRefusal = variantChangeRefusal(variants, form.variants, held);
      if (variantRefusal) throw DrfValidationError.single('variants', variantRefusal);
    }
    const description = form.description === undefined ? p.description : sanitizeRichText(form.description);
    const image = await resolveImage(form.image, p.image, generatedImage(p.slug), this.images);
    if (image === undefined) throw DrfValidationError.single('image', UNKNOWN_IMAGE);
    const product: Partial<RewardProductColumns> = {
      name: form.name ?? p.name,
      price_cents: priceCents,
      vat_rate_bp: rewardVatAfter({ vatBp: p.vat_rate_bp, booksCount: k.books_count }, form),
      description,
      description_text: form.description === undefined ? p.description_text : richTextToPlain(description),
      image,
      locked_by_voucher: form.locked_by_voucher ?? p.locked_by_voucher,
      bookseller_only: form.bookseller_only ?? p.bookseller_only,
      position: form.position ?? p.position,
    };
    const own = {
      limited,
      limited_quantity: limitedQuantity,
      release_date: form.release_date === undefined ? before.release_date : form.release_date,
      dedication: form.dedication ?? k.dedication,
      donation: form.donation ?? k.donation,
      books_count: form.books_count ?? k.books_count,
      position: form.position ?? k.position,
      closed: form.closed ?? k.closed,
      book_share_cents: bookShare,
    };
    const variants = form.variants?.map((v) => ({ id: v.id, name: v.name, stock: v.stock }));
    const same =
      Object.entries(product).every(([c, v]) => JSON.stringify((p as unknown as Record<string, unknown>)[c]) === JSON.stringify(v)) &&
      Object.entries(own).every(([c, v]) => JSON.stringify({ ...k, release_date: before.release_date }[c as keyof CompensationRow]) === JSON.stringify(v)) &&
      (variants === undefined || JSON.stringify(variants) === JSON.stringify(before.variants));
    if (same) return before;
    await this.products.update(tx, id, form.version, product, async () => before);
    await tx.query(
      `UPDATE compensations SET limited = $2, limited_quantity = $3, release_date = $4, dedication = $5, donation = $6, books_count = $7, position = $8, closed = $9,
        book_share_cents = $10
        WHERE product_id = $1`,
      [id, own.limited, own.limited_quantity, own.release_date, own.dedication, own.donation, own.books_count, own.position, own.closed, own.book_share_cents],
    );
    if (variants !== undefined) await this.products.replaceVariants(tx, id, variants, await paidVariants(tx, id));
    const after = rewardRecord((await compensationRow(tx, id))!, (await this.products.row(tx, id))!);
    const changes = changedFields(auditedFields(before, DERIVED), auditedFields(after, DERIVED));
    await this.audit.record(tx, { entity: REWARD_ENTITY, entityId: id, action: own.closed && !k.closed ? 'closed' : 'updated', actorId, changes });
    // Its paid parcels not yet gone leave on its new date, earlier or later: moved with it, or not at all.
    if (k.paid > 0 && after.release_date !== before.release_date) await this.parcels.follow(tx, id, { userId: actorId, requestId: currentRequestId() ?? randomUUID() });
    return after;
  }
}

@CommandHandler(DeleteRewardCommand)
export class DeleteRewardHandler implements ICommandHandler<DeleteRewardCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
    private readonly products: RewardProducts,
    private readonly holds: RewardHolds,
  ) {}

  execute({ id, version, actorId }: DeleteRewardCommand): Promise<void> {
    return this.db.transaction(async (tx) => {
      const k = await compensationRow(tx, id, true);
      if (!k) throw new DrfNotFound();
      const p = (await this.products.row(tx, id, true))!;
      const before = rewardRecord(k, p);
      if (version !== p.version) throw new ConcurrentEdit(before);
      const { held: variantsHeld } = await lockedVariantHolds(tx, this.holds, id);
      const held = (await this.holds.heldUnits(tx, id, new Date())) + [...variantsHeld.values()].reduce((sum, units) => sum + units, 0);
      const refusal = rewardDeletionRefusal(k.paid, held);
      if (refusal) throw new HttpException({ detail: refusal }, HttpStatus.BAD_REQUEST);
      await this.products.delete(tx, id);
      await this.audit.record(tx, { entity: REWARD_ENTITY, entityId: id, action: 'deleted', actorId, changes: deletedFields(auditedFields(before, DERIVED)) });
    });
  }
}

export const STAFF_REWARD_COMMAND_HANDLERS = [CreateRewardHandler, UpdateRewardHandler, DeleteRewardHandler];
