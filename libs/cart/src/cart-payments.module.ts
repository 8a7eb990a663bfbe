import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { CrowdfundingBackingModule } from '@shop/crowdfunding';
import { VoucherLedger } from '@shop/wallet';
import { CartCommandRunner } from './commands/cart-runner.service';
import { PaidCartEffects } from './commands/paid-cart.effects';
import { InvoiceBook } from './invoices/invoice-book.service';
import { CartOfPaymentAttemptReader } from './queries/cart-of-payment-attempt.reader';

/**
 * The cart's command handling for the payment module (the API's card form, the worker's bank
 * notifications): the runner, with the payment's effects, and nothing of the cart's HTTP API.
 */
@Module({
  imports: [AccountReadersModule, CrowdfundingBackingModule],
  providers: [CartCommandRunner, PaidCartEffects, VoucherLedger, InvoiceBook, CartOfPaymentAttemptReader],
  exports: [CartCommandRunner, CartOfPaymentAttemptReader],
})
export class CartPaymentsModule {}
