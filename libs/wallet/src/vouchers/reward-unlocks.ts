import type { EntityManager } from 'typeorm';
import { VoucherAlreadyUnlocked } from '../domain/voucher-refusals';

/** A voucher code that unlocked one unit of a voucher-locked reward, on one line of an order. */
export interface RewardUnlock {
  code: string;
  lineId: string;
  compensationId: number;
}

/**
 * Records, in the paying transaction, the voucher codes a paid order used to unlock rewards: one
 * code unlocks one unit, once ever. A code that another paid order used first (even one paying at
 * this very moment: the key waits for it) throws VoucherAlreadyUnlocked, and the payment rolls back
 * with everything else. The same order paid again (a settlement, a replayed notification) keeps its
 * own unlocks.
 */
export async function recordVoucherUnlocks(tx: EntityManager, orderId: string, unlocks: RewardUnlock[]): Promise<void> {
  for (const unlock of unlocks) {
    const inserted = await tx.query<{ voucher_code: string }[]>(
      `INSERT INTO reward_voucher_unlocks (voucher_code, cart_id, line_id, compensation_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (voucher_code) DO NOTHING RETURNING voucher_code`,
      [unlock.code, orderId, unlock.lineId, unlock.compensationId],
    );
    if (inserted.length > 0) continue;
    const [owner] = await tx.query<{ cart_id: string }[]>('SELECT cart_id FROM reward_voucher_unlocks WHERE voucher_code = $1', [unlock.code]);
    if (owner?.cart_id !== orderId) throw new VoucherAlreadyUnlocked(unlock.code);
  }
}
