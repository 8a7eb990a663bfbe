import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, Patch, Post, Query, Req as RawReq, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { listQueryDto, ParseUuidPipe, parseListQuery, parseShapeQuery, Req, RequestInfo, shapeQueryDto } from '@shop/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartActor } from '../commands/cart-actor';
import { ApplyVoucherCommand } from '../commands/apply-voucher.handler';
import { ConfirmCartCommand } from '../commands/confirm-cart.handler';
import { ContributeCommand } from '../commands/contribute.handler';
import { CreateCartCommand } from '../commands/create-cart.handler';
import { PayWithVoucherCommand } from '../commands/pay-with-voucher.handler';
import { RegisterCartCommand } from '../commands/register-cart.handler';
import { RemoveContributionCommand } from '../commands/remove-contribution.handler';
import { RemoveVoucherCommand } from '../commands/remove-voucher.handler';
import { UnconfirmCartCommand } from '../commands/unconfirm-cart.handler';
import { UpdateDeliveryCommand } from '../commands/update-delivery.handler';
import { GetCartQuery } from '../queries/get-cart.query';
import { CART_LIST_SPEC, ListCartsQuery } from '../queries/list-carts.query';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';
import { TooManyVoucherCodes } from '../vouchers/voucher-claim.limiter';
import { Actor } from './cart-actor.decorator';
import { parseCartPatch, parseContribution } from './cart-bodies';
import { CartPatchDto, ContributionDto, NewCartDto, VoucherCodeDto } from './cart.dto';
import { CartErrorsInterceptor } from './cart-errors.interceptor';
import { OptionalAuthGuard } from './optional-auth.guard';
import { requireUser } from './require-user';

const context = (req: RequestInfo) => ({ origin: req.origin, now: new Date() });

class CartListQuery extends listQueryDto(CART_LIST_SPEC) {}
class CartShapeQuery extends shapeQueryDto(CART_EXPANDABLE) {}

/**
 * Carts (spec section 7, 'Cart'): anonymous visitors and logged-in users alike. A cart with an
 * owner exists only for its owner (404 for anyone else); an anonymous one for whoever holds its id.
 */
@Controller('api/carts')
@UseGuards(OptionalAuthGuard)
@UseInterceptors(CartErrorsInterceptor)
export class CartsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Post()
  create(@Actor() actor: CartActor, @Body() body: NewCartDto) {
    return this.commands.execute(new CreateCartCommand(actor, body.label));
  }

  /** The caller's orders: `status=2&ordering=-last_modified_at`. */
  @Get()
  list(@Actor() actor: CartActor, @Query() query: CartListQuery, @Req() req: RequestInfo) {
    const user = requireUser(actor);
    return this.queries.execute(new ListCartsQuery(user.userId, parseListQuery({ ...query }, CART_LIST_SPEC), req.url, context(req)));
  }

  @Get(':id')
  one(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Query() query: CartShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetCartQuery(id, actor.userId, parseShapeQuery({ ...query }, CART_EXPANDABLE), context(req)));
  }

  /** Addresses and bundle; `{status: 1}` confirms; an empty body registers the cart to the caller. */
  @Patch(':id')
  update(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: CartPatchDto) {
    const patch = parseCartPatch(body);
    switch (patch.kind) {
      case 'register':
        return this.commands.execute(new RegisterCartCommand(requireUser(actor), id));
      case 'confirm':
        return this.commands.execute(new ConfirmCartCommand(requireUser(actor), id));
      case 'paid':
        // Only the bank's notification, a direct debit or a wire (payment module) marks a cart paid.
        throw new ForbiddenException();
      case 'delivery':
        return this.commands.execute(new UpdateDeliveryCommand(actor, id, patch.changes));
    }
  }

  @Get(':id/unconfirm')
  unconfirm(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string) {
    return this.commands.execute(new UnconfirmCartCommand(actor, id));
  }

  @Post(':id/contribute')
  @HttpCode(200)
  contribute(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: ContributionDto) {
    return this.commands.execute(new ContributeCommand(actor, id, parseContribution(body)));
  }

  /** The contribution and its reward lines leave the cart; a confirmed cart is unconfirmed first, like for a line. */
  @Delete(':id/contributions/:contributionId')
  @HttpCode(204)
  async removeContribution(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Param('contributionId', ParseUuidPipe) contributionId: string): Promise<void> {
    await this.commands.execute(new RemoveContributionCommand(actor, id, contributionId));
  }

  /** Wrong codes are throttled (429 with Retry-After), as on the account page. */
  @Post(':id/voucher')
  @HttpCode(200)
  async applyVoucher(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: VoucherCodeDto, @RawReq() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      return await this.commands.execute(new ApplyVoucherCommand(actor, id, body.code.toUpperCase(), req.ip));
    } catch (error) {
      if (error instanceof TooManyVoucherCodes) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Delete(':id/voucher')
  removeVoucher(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: VoucherCodeDto) {
    return this.commands.execute(new RemoveVoucherCommand(actor, { cartId: id, code: body.code.toUpperCase() }));
  }

  @Post(':id/pay_with_voucher')
  @HttpCode(200)
  payWithVoucher(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string) {
    return this.commands.execute(new PayWithVoucherCommand(requireUser(actor), id));
  }
}
