/**
 * What the ledger refuses inside a paying transaction. They carry the code and no message: the
 * module paying (the cart) says it in its own words and rolls its transaction back.
 */

/** A voucher no longer covers what an order retained of it (spent elsewhere in the meantime, or expired). */
export class VoucherNotCovering extends Error {
  constructor(readonly code: string) {
    super(`Voucher ${code} no longer covers the amount retained`);
    this.name = 'VoucherNotCovering';
  }
}

/** A code already unlocked a reward in another order: one code unlocks one reward unit, once ever. */
export class VoucherAlreadyUnlocked extends Error {
  constructor(readonly code: string) {
    super(`Voucher ${code} already unlocked a reward in another order`);
    this.name = 'VoucherAlreadyUnlocked';
  }
}

/** A voucher claimed into another account than the paying cart's: only that account's carts use it. */
export class VoucherHeldByAnother extends Error {
  constructor(readonly code: string) {
    super(`Voucher ${code} is held by another account`);
    this.name = 'VoucherHeldByAnother';
  }
}
