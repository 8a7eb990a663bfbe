import { CatalogueAndCrowdfunding1763762400000 } from './1763762400000-catalogue-and-crowdfunding';
import { Outbox1763766000000 } from './1763766000000-outbox';
import { Accounts1763769600000 } from './1763769600000-accounts';
import { MailLog1763773200000 } from './1763773200000-mail-log';
import { EventStore1763776800000 } from './1763776800000-event-store';
import { Carts1763780400000 } from './1763780400000-carts';
import { CartApi1763784000000 } from './1763784000000-cart-api';
import { BankPayments1763787600000 } from './1763787600000-bank-payments';
import { Reservations1763791200000 } from './1763791200000-reservations';
import { OwnContributionsAndVouchers1763794800000 } from './1763794800000-own-contributions-and-vouchers';
import { Contact1763805600000 } from './1763805600000-contact';
import { InvoicesAndCreditNotes1763798400000 } from './1763798400000-invoices-and-credit-notes';
import { PaymentTerms1763802000000 } from './1763802000000-payment-terms';
import { BooksellerIban1763809200000 } from './1763809200000-bookseller-iban';
import { RewardVoucherUnlocks1763816400000 } from './1763816400000-reward-voucher-unlocks';
import { BankNotificationRequestId1763823600000 } from './1763823600000-bank-notification-request-id';
import { TokenRevocation1763820000000 } from './1763820000000-token-revocation';
import { QueueReconciliation1763834400000 } from './1763834400000-queue-reconciliation';
import { RefreshTokenGrace1763838000000 } from './1763838000000-refresh-token-grace';
import { BackOfficeCatalogue1763841600000 } from './1763841600000-back-office-catalogue';
import { UploadedImages1763845200000 } from './1763845200000-uploaded-images';
import { BackOfficeCampaigns1763848800000 } from './1763848800000-back-office-campaigns';
import { BackOfficeContent1763852400000 } from './1763852400000-back-office-content';
import { BackOfficeLabelsGoodies1763856000000 } from './1763856000000-back-office-labels-goodies';
import { CatalogueDraftsOldSlugs1763870000000 } from './1763870000000-catalogue-drafts-old-slugs';
import { CampaignDraftsOldSlugs1763873600000 } from './1763873600000-campaign-drafts-old-slugs';
import { MailSuppressions1763877200000 } from './1763877200000-mail-suppressions';
import { CampaignLifecycle1763884400000 } from './1763884400000-campaign-lifecycle';
import { Newsletters1763888000000 } from './1763888000000-newsletters';
import { RelayLabels1763891600000 } from './1763891600000-relay-labels';
import { BooksellerIdentifiers1763909600000 } from './1763909600000-bookseller-identifiers';
import { CatalogueReadModel1763916800000 } from './1763916800000-catalogue-read-model';
import { BookListOrder1763920400000 } from './1763920400000-book-list-order';
import { StaffOrderSearch1763920500000 } from './1763920500000-staff-order-search';
import { StaffOrderCounts1763920600000 } from './1763920600000-staff-order-counts';
import { StaffSearchUpkeep1763920700000 } from './1763920700000-staff-search-upkeep';
import { OrderNotes1763920800000 } from './1763920800000-order-notes';
import { AccountDeactivation1763920900000 } from './1763920900000-account-deactivation';
import { BooksellerMandate1763921000000 } from './1763921000000-bookseller-mandate';
import { RewardBookShare1763921200000 } from './1763921200000-reward-book-share';
import { PublicSearch1763921300000 } from './1763921300000-public-search';

/** Every migration, in order. Listed explicitly so the built API and worker carry them. */
export const MIGRATIONS = [
  CatalogueAndCrowdfunding1763762400000,
  Outbox1763766000000,
  Accounts1763769600000,
  MailLog1763773200000,
  EventStore1763776800000,
  Carts1763780400000,
  CartApi1763784000000,
  BankPayments1763787600000,
  Reservations1763791200000,
  OwnContributionsAndVouchers1763794800000,
  InvoicesAndCreditNotes1763798400000,
  PaymentTerms1763802000000,
  Contact1763805600000,
  BooksellerIban1763809200000,
  RewardVoucherUnlocks1763816400000,
  BankNotificationRequestId1763823600000,
  TokenRevocation1763820000000,
  QueueReconciliation1763834400000,
  RefreshTokenGrace1763838000000,
  BackOfficeCatalogue1763841600000,
  UploadedImages1763845200000,
  BackOfficeCampaigns1763848800000,
  BackOfficeContent1763852400000,
  BackOfficeLabelsGoodies1763856000000,
  CatalogueDraftsOldSlugs1763870000000,
  CampaignDraftsOldSlugs1763873600000,
  MailSuppressions1763877200000,
  CampaignLifecycle1763884400000,
  Newsletters1763888000000,
  RelayLabels1763891600000,
  BooksellerIdentifiers1763909600000,
  CatalogueReadModel1763916800000,
  BookListOrder1763920400000,
  StaffOrderSearch1763920500000,
  StaffOrderCounts1763920600000,
  StaffSearchUpkeep1763920700000,
  OrderNotes1763920800000,
  AccountDeactivation1763920900000,
  BooksellerMandate1763921000000,
  RewardBookShare1763921200000,
  PublicSearch1763921300000,
];
