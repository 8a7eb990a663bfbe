export { CartModule } from './cart.module';
// Card payments (libs/payment, the worker's bank callbacks) run cart commands through these.
export { CartPaymentsModule } from './cart-payments.module';
export { CartCommandRunner } from './commands/cart-runner.service';
export { completePayment, type Payment } from './commands/complete-payment';
// The numbered invoices of paid orders (the worker's bank processing pays through it).
export { InvoiceBook } from './invoices/invoice-book.service';
// Credit notes issued for crowdfunding's refunds of a failed campaign (wired by the application).
export { InvoicesModule } from './invoices/invoices.module';
export { CreditNoteIssuer } from './invoices/credit-note-issuer.service';
export type { CartActor } from './commands/cart-actor';
export { CartRefusal } from './domain/cart-errors';
export type { CartState } from './domain/cart.types';
export { leftToPayAfterVouchers } from './domain/checkout-rules';
export type { PaymentAttemptInfo } from './domain/payment-attempt';
// The bank's notifications find their cart by the attempt's reference (libs/payment).
export { PAID_ORDER_COUNTS_SQL } from './queries/paid-order-counts';
export { CartOfPaymentAttemptReader, type CartOfPaymentAttempt } from './queries/cart-of-payment-attempt.reader';
// The worker unconfirms confirmed carts left unpaid (cart-expiry queue).
export { CartExpiryModule } from './expiry/cart-expiry.module';
export { CartExpirer } from './expiry/cart-expirer.service';
export type { ExpiryDecision } from './expiry/cart-expiry';
// Booksellers' direct debit and wire (libs/payment) answer with the cart.
export { GetCartQuery } from './queries/get-cart.query';
export { GetCartStateQuery } from './queries/cart-history.query';
export { CART_EXPANDABLE } from './serializers/cart.serializer';
// Their OpenAPI answers: the cart, and the cart as of its last event (settlement).
export { CART_EXPANSION_MODELS, CartResponse, CartStateResponse } from './api/cart.responses';
export { paymentDueDate, PAYMENT_TERMS_MESSAGES, DEFAULT_TERM_DAYS, type DeferredMeans } from './domain/payment-terms';
// Units of limited rewards held by confirmed carts, for crowdfunding's back office (wired by the application).
export { ConfirmedCartHolds } from './commands/reward-holds.reader';
export { RewardParcelDatesModule } from './fulfilment/reward-parcel-dates.module';
export { RewardParcelDates } from './fulfilment/reward-parcel-dates.service';
// The scale data set (apps/api's seed-scale) writes paid orders in bulk: decided by the cart's own decider.
export { paidOrderRecords, type PaidOrderPlan, type PaidOrderRecords, type PlannedLine, type PlannedContribution, type SeededEvent } from './seed/paid-order';
export { productSnapshot, rewardSnapshot, type CatalogueProductFacts } from './domain/product-snapshot';
export { invoiceBuyer } from './invoices/invoice-buyer';
export { sellerOf } from './invoices/invoice-seller';
export { isSettled } from './domain/payment-terms';
export type { ParcelShop, ProductSnapshot } from './domain/cart.types';
// After the sale: the worker reads a refund's card part to ask the bank for it.
export { afterSaleOf, type RefundRecord } from './domain/after-sale';
