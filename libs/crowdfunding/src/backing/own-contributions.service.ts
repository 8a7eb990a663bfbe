import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import { euros } from '@shop/common';
import { DataSource } from 'typeorm';
import type { ContributionPreferences } from './contribution-preferences';

/** A backer's own contribution, as `api/contributions/` and `api/carts/{id}/contributions/` show it. */
export interface OwnContribution {
  id: number;
  crowdfunding: { id: number; title: string; slug: string; label: string | null };
  amount: string;
  created_at: string;
  cart: string | null;
  reference: string | null;
  rewards: { compensation: number; name: string; quantity: number; variant: { id: number; name: string } | null; dedications: string[] }[];
  hidden: boolean;
  comment: string;
  display_amount: boolean;
  display_nickname: boolean;
  unsubscribed: boolean;
  /** Refunded (a failed campaign): how and when, with the credit note's number when there is one; null otherwise. */
  refund: { method: 'credit_note' | 'elsewhere'; refunded_at: string; credit_note: string | null } | null;
}

/** The comment a paid order leaves on one campaign it backs (`api/carts/{id}/comment/`). */
export interface CartComment {
  crowdfunding: { id: number; title: string; slug: string };
  contribution: number;
  comment: string;
}

interface Row {
  id: number;
  crowdfunding_id: number;
  title: string;
  slug: string;
  label_id: number;
  amount_cents: number;
  created_at: Date;
  cart_id: string | null;
  cart_reference: string | null;
  hidden: boolean;
  comment: string;
  display_amount: boolean;
  display_nickname: boolean;
  unsubscribed: boolean;
  refunded_at: Date | null;
  refund_method: 'credit_note' | 'elsewhere' | null;
  refund_credit_note_number: string | null;
}

const SELECT = `SELECT c.id, c.crowdfunding_id, f.title, f.slug, f.label_id, c.amount_cents, c.created_at, c.cart_id, c.cart_reference,
                       c.hidden, c.comment, c.display_amount, c.display_nickname, c.unsubscribed,
                       c.refunded_at, c.refund_method, c.refund_credit_note_number
                  FROM contributions c JOIN crowdfundings f ON f.id = c.crowdfunding_id`;
const NEWEST_FIRST = 'ORDER BY c.created_at DESC, c.id DESC';
const COLUMNS: Record<keyof ContributionPreferences, string> = {
  hidden: 'hidden',
  comment: 'comment',
  displayAmount: 'display_amount',
  displayNickname: 'display_nickname',
  unsubscribed: 'unsubscribed',
};

/**
 * A backer's contributions: read, display choices changed, comments after an order. Every method
 * takes the user and finds only that user's rows, so another backer's contribution is never seen.
 */
@Injectable()
export class OwnContributions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueReader,
  ) {}

  async page(userId: number, limit: number, offset: number): Promise<{ count: number; results: OwnContribution[] }> {
    const [{ count }] = await this.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM contributions WHERE user_id = $1', [userId]);
    const rows = await this.db.query<Row[]>(`${SELECT} WHERE c.user_id = $1 ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [userId, limit, offset]);
    return { count, results: await this.present(rows) };
  }

  async one(userId: number, id: number): Promise<OwnContribution | null> {
    if (!Number.isSafeInteger(id)) return null;
    const rows = await this.db.query<Row[]>(`${SELECT} WHERE c.user_id = $1 AND c.id = $2`, [userId, id]);
    return (await this.present(rows))[0] ?? null;
  }

  /** Changes the given choices (the public backers list follows at once); null when not the user's. */
  async update(userId: number, id: number, prefs: ContributionPreferences): Promise<OwnContribution | null> {
    if (!Number.isSafeInteger(id)) return null;
    const entries = (Object.keys(COLUMNS) as (keyof ContributionPreferences)[]).filter((k) => prefs[k] !== undefined);
    if (entries.length > 0) {
      const sets = entries.map((k, i) => `${COLUMNS[k]} = $${i + 3}`).join(', ');
      await this.db.query(`UPDATE contributions SET ${sets}, updated_at = now() WHERE user_id = $1 AND id = $2`, [userId, id, ...entries.map((k) => prefs[k])]);
    }
    return this.one(userId, id);
  }

  /** The contributions a cart paid, when the user owns them (the cart module checks the cart itself). */
  async ofCart(userId: number, cartId: string): Promise<OwnContribution[]> {
    const rows = await this.db.query<Row[]>(`${SELECT} WHERE c.user_id = $1 AND c.cart_id = $2 ORDER BY c.id`, [userId, cartId]);
    return this.present(rows);
  }

  /** One entry per campaign the cart backs: its first contribution to it carries the comment. */
  async cartComments(userId: number, cartId: string): Promise<CartComment[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT DISTINCT ON (c.crowdfunding_id) c.id, c.crowdfunding_id, f.title, f.slug, c.comment
         FROM contributions c JOIN crowdfundings f ON f.id = c.crowdfunding_id
        WHERE c.user_id = $1 AND c.cart_id = $2 ORDER BY c.crowdfunding_id, c.id`,
      [userId, cartId],
    );
    return rows.sort((a, b) => a.id - b.id).map((r) => ({ crowdfunding: { id: r.crowdfunding_id, title: r.title, slug: r.slug }, contribution: r.id, comment: r.comment }));
  }

  /** Sets the comment of a campaign the cart backs; null when the cart does not back it. */
  async commentOnCart(userId: number, cartId: string, crowdfundingId: number, comment: string): Promise<CartComment | null> {
    const entry = (await this.cartComments(userId, cartId)).find((e) => e.crowdfunding.id === crowdfundingId);
    if (!entry) return null;
    await this.db.query('UPDATE contributions SET comment = $3, updated_at = now() WHERE user_id = $1 AND id = $2', [userId, entry.contribution, comment]);
    return { ...entry, comment };
  }

  private async present(rows: Row[]): Promise<OwnContribution[]> {
    if (rows.length === 0) return [];
    const rewards = await this.db.query<{ contribution_id: number; compensation_id: number; variant_id: number | null; quantity: number; dedications: string[] }[]>(
      'SELECT contribution_id, compensation_id, variant_id, quantity, dedications FROM contribution_rewards WHERE contribution_id = ANY($1) ORDER BY id',
      [rows.map((r) => r.id)],
    );
    const [products, labels] = await Promise.all([
      this.catalogue.productFacts(rewards.map((r) => r.compensation_id)),
      this.catalogue.labelSlugs([...new Set(rows.map((r) => r.label_id))]),
    ]);
    return rows.map((r) => ({
      id: r.id,
      crowdfunding: { id: r.crowdfunding_id, title: r.title, slug: r.slug, label: labels.get(r.label_id) ?? null },
      amount: euros(r.amount_cents),
      created_at: new Date(r.created_at).toISOString(),
      cart: r.cart_id,
      reference: r.cart_reference,
      rewards: rewards
        .filter((k) => k.contribution_id === r.id)
        .map((k) => {
          const product = products.get(k.compensation_id);
          const variant = product?.variants.find((v) => v.id === k.variant_id);
          return {
            compensation: k.compensation_id,
            name: product?.name ?? '',
            quantity: k.quantity,
            variant: variant ? { id: variant.id, name: variant.name } : null,
            dedications: k.dedications,
          };
        }),
      hidden: r.hidden,
      comment: r.comment,
      display_amount: r.display_amount,
      display_nickname: r.display_nickname,
      unsubscribed: r.unsubscribed,
      refund:
        r.refunded_at !== null && r.refund_method !== null
          ? { method: r.refund_method, refunded_at: new Date(r.refunded_at).toISOString(), credit_note: r.refund_credit_note_number }
          : null,
    }));
  }
}
