import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { AccountVouchersController } from './api/account-vouchers.controller';
import { StaffVouchersController } from './staff/staff-vouchers.controller';
import { STAFF_VOUCHER_HANDLERS } from './staff/staff-vouchers.handlers';
import { AccountVouchers } from './vouchers/account-vouchers.service';
import { VoucherClaimLimiter } from './vouchers/voucher-claim.limiter';
import { VoucherLedgerModule } from './vouchers/voucher-ledger.module';
import { WalletAuditNames } from './staff/wallet-audit-names';

/**
 * The wallet: vouchers (gift cards among them) and credit notes, what they are worth and what is
 * left of them, for the accounts and the cart, neither of which owns them. Serves `api/vouchers/`
 * (an account's vouchers, and codes attached to it, throttled) and lends the cart its ledger and
 * the code throttle (codes typed in a cart count in the same counters). Staff list every voucher and
 * issue their own (`api/staff/vouchers/`, audited; mailed through the outbox when given an address).
 *
 * Its tables come from earlier migrations (`version`, `note`, `issued_by` from 1763852400000-back-office-content): `vouchers` from 1763769600000-accounts (its
 * `cart_id` from 1763794800000-own-contributions-and-vouchers), `credit_notes` from
 * 1763798400000-invoices-and-credit-notes, `reward_voucher_unlocks` from
 * 1763816400000-reward-voucher-unlocks.
 */
@Module({
  // The JwtAuthGuard behind @Authenticated loads the user through the accounts' readers.
  imports: [CqrsModule, AccountReadersModule, AuditModule, VoucherLedgerModule],
  controllers: [AccountVouchersController, StaffVouchersController],
  providers: [AccountVouchers, VoucherClaimLimiter, WalletAuditNames, ...STAFF_VOUCHER_HANDLERS],
  exports: [VoucherLedgerModule, VoucherClaimLimiter],
})
export class WalletModule {}
