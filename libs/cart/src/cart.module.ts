import { QuickOrderController } from './quick-order/quick-order.controller';
import { BooksellerStatementController, StaffBooksellerStatementController } from './statement/statement.controller';
import { GetBooksellerStatementHandler } from './statement/statement.query';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { CatalogueModule } from '@shop/catalogue';
import { CrowdfundingBackingModule } from '@shop/crowdfunding';
import { ShippingModule } from '@shop/shipping';
import { CreditNotesModule, WalletModule } from '@shop/wallet';
import { CartContributionsController } from './api/cart-contributions.controller';
import { CartLinesController } from './api/cart-lines.controller';
import { CartsController } from './api/carts.controller';
import { OptionalAuthGuard } from './api/optional-auth.guard';
import { ShipmentsController } from './api/shipments.controller';
import { InvoicesModule } from './invoices/invoices.module';
import { StaffCartsController } from './api/staff-carts.controller';
import { ParcelDispatch } from './fulfilment/parcel-dispatch.service';
import { AddOrderNoteHandler, ListOrderNotesHandler } from './orders/order-notes';
import { ResendOrderConfirmationHandler } from './orders/resend-confirmation.handler';
import { AfterSaleController } from './orders/after-sale.controller';
import { AfterSaleReader } from './orders/after-sale.reader';
import { OrderAfterSale } from './orders/order-after-sale.service';
import { ParcelsReader } from './fulfilment/parcels.reader';
import { RelayLabels } from './fulfilment/relay-labels.service';
import { StaffParcelsController } from './fulfilment/staff-parcels.controller';
import { AddProductHandler } from './commands/add-product.handler';
import { ApplyVoucherHandler } from './commands/apply-voucher.handler';
import { CartCommandsModule } from './commands/cart-commands.module';
import { ChangeLineHandler } from './commands/change-line.handler';
import { ChooseShipmentHandler } from './commands/choose-shipment.handler';
import { ConfirmCartHandler } from './commands/confirm-cart.handler';
import { ContributeHandler } from './commands/contribute.handler';
import { CreateCartHandler } from './commands/create-cart.handler';
import { PayWithVoucherHandler } from './commands/pay-with-voucher.handler';
import { RegisterCartHandler } from './commands/register-cart.handler';
import { RemoveContributionHandler } from './commands/remove-contribution.handler';
import { RemoveLineHandler } from './commands/remove-line.handler';
import { RemoveVoucherHandler } from './commands/remove-voucher.handler';
import { UnconfirmCartHandler } from './commands/unconfirm-cart.handler';
import { UpdateDeliveryHandler } from './commands/update-delivery.handler';
import { GetCartEventsHandler, GetCartStateHandler } from './queries/cart-history.query';
import { CartLookup } from './queries/cart-lookup.service';
import { CartPresenter } from './queries/cart-presenter.service';
import { GetActiveCartHandler } from './queries/get-active-cart.query';
import { GetCartHandler } from './queries/get-cart.query';
import { ListCartsHandler } from './queries/list-carts.query';
import { ListStaffOrdersHandler } from './queries/staff-orders.query';
import { OrderAuditNames } from './orders/order-audit-names';

export const CART_COMMAND_HANDLERS = [
  CreateCartHandler,
  RegisterCartHandler,
  UpdateDeliveryHandler,
  ConfirmCartHandler,
  UnconfirmCartHandler,
  AddProductHandler,
  ChangeLineHandler,
  RemoveLineHandler,
  ContributeHandler,
  ApplyVoucherHandler,
  RemoveVoucherHandler,
  PayWithVoucherHandler,
  ChooseShipmentHandler,
  RemoveContributionHandler,
  ResendOrderConfirmationHandler,
  AddOrderNoteHandler,
];

export const CART_QUERY_HANDLERS = [
  GetCartHandler,
  GetActiveCartHandler,
  ListCartsHandler,
  ListStaffOrdersHandler,
  GetCartEventsHandler,
  GetCartStateHandler,
  GetBooksellerStatementHandler,
  ListOrderNotesHandler,
];

/**
 * The event-sourced cart's API: commands run through the event store, the `carts` read model
 * answers queries. Reads accounts, the catalogue, crowdfunding and the wallet through their exported services.
 */
@Module({
  imports: [
    CqrsModule,
    CartCommandsModule,
    AccountReadersModule,
    AuditModule,
    CatalogueModule,
    CrowdfundingBackingModule,
    ShippingModule,
    WalletModule,
    CreditNotesModule,
    InvoicesModule,
  ],
  controllers: [
    CartsController,
    CartContributionsController,
    CartLinesController,
    ShipmentsController,
    StaffCartsController,
    StaffParcelsController,
    QuickOrderController,
    BooksellerStatementController,
    StaffBooksellerStatementController,
    AfterSaleController,
  ],
  providers: [
    ...CART_COMMAND_HANDLERS,
    ...CART_QUERY_HANDLERS,
    CartLookup,
    CartPresenter,
    OptionalAuthGuard,
    ParcelsReader,
    ParcelDispatch,
    RelayLabels,
    OrderAfterSale,
    AfterSaleReader,
    OrderAuditNames,
  ],
})
export class CartModule {}
