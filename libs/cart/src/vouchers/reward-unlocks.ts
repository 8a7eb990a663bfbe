import type { EntityManager } from 'typeorm';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { rewardUnlocks } from '../domain/contribution.rules';
import type { CartState } from '../domain/cart.types';

/**
 * Records, in the paying transaction, the voucher codes a paid cart used to unlock rewards: one code
 * unlocks one unit, once ever. A code that another paid order used first (even one paying at this
 * very moment: the key waits for it) refuses the payment, which rolls back with everything else.
 */
export async function recordRewardUnlocks(tx: EntityManager, state: CartState): Promise<void> {
  for (const unlock of rewardUnlocks(state)) {
    const inserted = await tx.query<{ voucher_code: string }[]>(
      `INSERT INTO reward_voucher_unlocks (voucher_code, cart_id, line_id, compensation_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (voucher_code) DO NOTHING RETURNING voucher_code`,
      [unlock.code, state.cartId, unlock.lineId, unlock.compensationId],
    );
    if (inserted.length > 0) continue;
    const [owner] = await tx.query<{ cart_id: string }[]>('SELECT cart_id FROM reward_voucher_unlocks WHERE voucher_code = $1', [unlock.code]);
    // This same order paid again (a settlement, a replayed notification) keeps its own unlocks.
    if (owner?.cart_id !== state.cartId) throw CartRefusal.detail(M.lockingVoucherUsedElsewhere(unlock.code));
  }
}
