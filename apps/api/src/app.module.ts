import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@shop/audit';
import { AUTH_ENTITIES, AuthModule, AuthModuleOverrides } from '@shop/auth';
import { CartModule } from '@shop/cart';
import { CATALOGUE_ENTITIES, CatalogueModule } from '@shop/catalogue';
import { ContactModule, ContactModuleOverrides } from '@shop/contact';
import { AppConfig, ConfigModule, dataSourceOptions } from '@shop/common';
import { CROWDFUNDING_ENTITIES, CrowdfundingModule } from '@shop/crowdfunding';
import { MediaModule, MediaUploadsModule } from '@shop/media';
import { NewsletterModule } from '@shop/newsletter';
import { PaymentModule } from '@shop/payment';
import { SearchModule } from '@shop/search';
import { ShippingModule } from '@shop/shipping';
import { AccountHoldingsModule, WALLET_ENTITIES, WalletModule } from '@shop/wallet';
import { MIGRATIONS } from '../../../migrations';
import { MailSuppressionsModule } from './mail-suppressions/mail-suppressions.module';
import { CustomersModule } from './customers/customers.module';
import { OpsModule } from './ops/ops.module';
import { SellerController } from './seller/seller.controller';
import { AccountLabelsModule, DRAFT_PREVIEW_PROVIDERS, TRADE_PRICES_PROVIDERS } from './wiring/catalogue-accounts';
import { ContributionCreditNotesModule, PaidRewardParcelsModule, RewardHoldsModule } from './wiring/crowdfunding-cart';
import { AccountEmailChangesModule } from './wiring/accounts-mail';

/** Every entity of the shop, for the one TypeORM connection the API and the worker share. */
export const ALL_ENTITIES = [...CATALOGUE_ENTITIES, ...CROWDFUNDING_ENTITIES, ...AUTH_ENTITIES, ...WALLET_ENTITIES];

/** Per-application settings that are not environment configuration (tests isolate their Redis keys with them). */
export interface AppOptions {
  auth?: AuthModuleOverrides;
  contact?: ContactModuleOverrides;
  /** BullMQ key prefix of the queues ops watch (the worker's: 'shop' unless a test isolates its own). */
  queuePrefix?: string;
}

/** The HTTP API (BFF): one module per business capability, one PostgreSQL connection. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, ALL_ENTITIES, MIGRATIONS)),
        MediaModule,
        // Staff's image uploads (api/staff/images/) and their serving (media/uploads/…), from PostgreSQL.
        MediaUploadsModule,
        // Staff changes' audit trail (api/staff/audit/), written by the modules' staff commands.
        AuditModule,
        CatalogueModule,
        // Lowering a reward's limit counts the units confirmed carts hold: read from the cart, wired here.
        CrowdfundingModule.forRoot({ holds: RewardHoldsModule, creditNotes: ContributionCreditNotesModule, parcels: PaidRewardParcelsModule }),
        // The profile's balances and forgotten vouchers come from the wallet, the labels of its forms from
        // the catalogue; a new address lifts its mail suppression: accounts import no business module.
        AuthModule.forRoot({ holdings: AccountHoldingsModule, labels: AccountLabelsModule, emailChanges: AccountEmailChangesModule }, options.auth),
        WalletModule,
        ShippingModule,
        CartModule,
        PaymentModule,
        ContactModule.forRoot(options.contact),
        NewsletterModule,
        // The public search over every label (api/search/), its documents kept by triggers.
        SearchModule,
        // The addresses the mail server refused for good, for staff (api/staff/mail-suppressions/).
        MailSuppressionsModule,
        CustomersModule,
        // Health (/health, api/health/*), metrics and the queue dashboard.
        OpsModule.forRoot({ queuePrefix: options.queuePrefix, logHealthFailures: config.nodeEnv !== 'test' }),
      ],
      // The seller's identity for the legal pages (api/seller/).
      controllers: [SellerController],
      // Booksellers' purchase prices on the catalogue's books (§6).
      providers: [...TRADE_PRICES_PROVIDERS, ...DRAFT_PREVIEW_PROVIDERS],
    };
  }
}
