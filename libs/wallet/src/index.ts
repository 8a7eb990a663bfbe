export { WalletModule } from './wallet.module';
export { WALLET_ENTITIES } from './entities';
// The accounts read the profile's balances and forgotten vouchers through AccountHoldings (see @shop/auth).
export { AccountHoldingsModule } from './holdings/account-holdings.module';
// What the cart uses: the ledger when codes are typed in and when an order is paid, the code throttle.
export { VoucherLedger, type VoucherFacts, type VoucherLookup, type VoucherSpending, type VoucherStanding } from './vouchers/voucher-ledger';
export { VoucherLedgerModule } from './vouchers/voucher-ledger.module';
export { VoucherClaimLimiter, TooManyVoucherCodes, VOUCHER_CLAIM_LIMITS } from './vouchers/voucher-claim.limiter';
export { recordVoucherUnlocks, type RewardUnlock } from './vouchers/reward-unlocks';
export { issueRefundVoucher, type RefundVoucher, type RefundVoucherRequest } from './vouchers/refund-vouchers';
export { issueGiftCards, voucherPurchasedMail, type GiftCard, type GiftCardOrder, type GiftCardPurchase, type GiftNote, type IssuedVoucher } from './vouchers/gift-cards';
export { VoucherAlreadyUnlocked, VoucherHeldByAnother, VoucherNotCovering } from './domain/voucher-refusals';
// Credit notes: numbered and drawn up by the cart's invoices, kept and read here.
export { CreditNotesModule } from './credit-notes/credit-notes.module';
export { CreditNoteReader, type CreditNoteRow } from './credit-notes/credit-note-reader.service';
export { CreditNoteLedger, type NewCreditNote } from './credit-notes/credit-note-ledger';
export { seedDemoVouchers } from './demo/demo-vouchers';
