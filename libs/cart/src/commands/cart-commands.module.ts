import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { CatalogueModule } from '@shop/catalogue';
import { CrowdfundingBackingModule } from '@shop/crowdfunding';
import { VoucherLedgerModule } from '@shop/wallet';
import { InvoiceBookModule } from '../invoices/invoice-book.module';
import { CartCommandRunner } from './cart-runner.service';
import { CartFolds } from './cart-folds';
import { PaidCartEffects } from './paid-cart.effects';
import { StockHolds } from './reservations';

/**
 * The cart's command handling, provided once for the whole process: the runner with the payment's
 * effects, and the folds it keeps. Every module running cart commands (the cart's API, payments,
 * the worker's bank notifications and expiry) imports this one, so that they share one runner and
 * one cache of folds: two would each decide on their own folds, and miss each other's appends
 * until a version conflict sent them back to the stream.
 */
@Module({
  imports: [AccountReadersModule, CatalogueModule, CrowdfundingBackingModule, InvoiceBookModule, VoucherLedgerModule],
  providers: [CartCommandRunner, CartFolds, PaidCartEffects, StockHolds],
  exports: [CartCommandRunner, CartFolds],
})
export class CartCommandsModule {}
