import { Voucher } from './voucher.entity';

export { Voucher };

/** Every entity the wallet owns, for TypeORM registration. */
export const WALLET_ENTITIES = [Voucher];
