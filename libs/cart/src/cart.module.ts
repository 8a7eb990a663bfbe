import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountReadersModule } from '@shop/auth';
import { CatalogueModule } from '@shop/catalogue';
import { CrowdfundingBackingModule } from '@shop/crowdfunding';
import { CartLinesController } from './api/cart-lines.controller';
import { CartsController } from './api/carts.controller';
import { OptionalAuthGuard } from './api/optional-auth.guard';
import { AddProductHandler } from './commands/add-product.handler';
import { ApplyVoucherHandler } from './commands/apply-voucher.handler';
import { CartCommandRunner } from './commands/cart-runner.service';
import { ChangeLineHandler } from './commands/change-line.handler';
import { ConfirmCartHandler } from './commands/confirm-cart.handler';
import { ContributeHandler } from './commands/contribute.handler';
import { CreateCartHandler } from './commands/create-cart.handler';
import { PaidCartEffects } from './commands/paid-cart.effects';
import { PayWithVoucherHandler } from './commands/pay-with-voucher.handler';
import { RegisterCartHandler } from './commands/register-cart.handler';
import { RemoveLineHandler } from './commands/remove-line.handler';
import { RemoveVoucherHandler } from './commands/remove-voucher.handler';
import { UnconfirmCartHandler } from './commands/unconfirm-cart.handler';
import { UpdateDeliveryHandler } from './commands/update-delivery.handler';
import { CartLookup } from './queries/cart-lookup.service';
import { CartPresenter } from './queries/cart-presenter.service';
import { GetCartHandler } from './queries/get-cart.query';
import { ListCartsHandler } from './queries/list-carts.query';
import { VoucherLedger } from './vouchers/voucher-ledger';

export const CART_COMMAND_HANDLERS = [
  CreateCartHandler, RegisterCartHandler, UpdateDeliveryHandler, ConfirmCartHandler, UnconfirmCartHandler, AddProductHandler,
  ChangeLineHandler, RemoveLineHandler, ContributeHandler, ApplyVoucherHandler, RemoveVoucherHandler, PayWithVoucherHandler,
];

export const CART_QUERY_HANDLERS = [GetCartHandler, ListCartsHandler];

/**
 * The event-sourced cart's API: commands run through the event store, the `carts` read model
 * answers queries. Reads accounts, the catalogue and crowdfunding through their exported services.
 */
@Module({
  imports: [CqrsModule, AccountReadersModule, CatalogueModule, CrowdfundingBackingModule],
  controllers: [CartsController, CartLinesController],
  providers: [
    ...CART_COMMAND_HANDLERS,
    ...CART_QUERY_HANDLERS,
    CartCommandRunner,
    PaidCartEffects,
    CartLookup,
    CartPresenter,
    VoucherLedger,
    OptionalAuthGuard,
  ],
})
export class CartModule {}
