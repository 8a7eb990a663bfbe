import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { BooksellerDiscounts, LabelDirectory, RequestSenders } from '@shop/auth';
import { CatalogueModule, CatalogueReader, TradePricesInterceptor, ViewerTradeDiscount } from '@shop/catalogue';
import { DraftPreviewers } from '@shop/common';

/** The labels of accounts forms, read from the catalogue: what AuthModule.forRoot takes as `labels`. */
@Module({
  imports: [CatalogueModule],
  providers: [
    {
      provide: LabelDirectory,
      inject: [CatalogueReader],
      useFactory: (catalogue: CatalogueReader): LabelDirectory => ({ labelId: (ref) => catalogue.resolveLabelFilter(ref) }),
    },
  ],
  exports: [LabelDirectory],
})
export class AccountLabelsModule {}

/**
 * Booksellers' purchase prices on the catalogue's books (§6): the catalogue's interceptor, global,
 * with the sender's discount read by accounts. Neither module imports the other; the API joins them here.
 */
export const TRADE_PRICES_PROVIDERS = [
  { provide: ViewerTradeDiscount, inject: [BooksellerDiscounts], useFactory: (discounts: BooksellerDiscounts): ViewerTradeDiscount => discounts },
  { provide: APP_INTERCEPTOR, useClass: TradePricesInterceptor },
];

/** Staff preview drafts (the catalogue's and the campaigns') on the public detail routes: who is staff, read by accounts. */
export const DRAFT_PREVIEW_PROVIDERS = [
  {
    provide: DraftPreviewers,
    inject: [RequestSenders],
    useFactory: (senders: RequestSenders): DraftPreviewers => ({ isStaff: (authorization) => senders.isStaff(authorization) }),
  },
];
