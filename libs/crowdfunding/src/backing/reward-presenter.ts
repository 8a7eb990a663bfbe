import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import type { SerializeContext } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { Compensation } from '../entities';
import { REWARD_NOT_REFUNDED } from '../loaders/campaign-stats.loader';
import { serializeCompensation } from '../serializers/compensation.serializer';

export type CompensationRepresentation = ReturnType<typeof serializeCompensation>;

/** Rewards serialized as the campaign page shows them, for other modules (an order's reward lines). */
@Injectable()
export class RewardPresenter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueReader,
  ) {}

  /** Rewards by product id; ids that are no reward are left out. */
  async compensations(ids: number[], ctx: SerializeContext): Promise<Map<number, CompensationRepresentation>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (wanted.length === 0) return new Map();
    const rewards = await this.db.getRepository(Compensation).findBy({ productId: In(wanted) });
    if (rewards.length === 0) return new Map();
    const found = rewards.map((k) => k.productId);
    const [products, ordered] = await Promise.all([
      this.catalogue.productsByIds(found, ctx),
      this.db.query<{ id: number; qty: number }[]>(
        `SELECT compensation_id AS id, sum(quantity)::int AS qty FROM contribution_rewards WHERE compensation_id = ANY($1) AND ${REWARD_NOT_REFUNDED} GROUP BY compensation_id`,
        [found],
      ),
    ]);
    const taken = new Map(ordered.map((r) => [Number(r.id), r.qty]));
    return new Map(rewards.map((k) => [k.productId, serializeCompensation(k, products.get(k.productId), taken.get(k.productId) ?? 0)]));
  }
}
