import { Controller, HttpCode, Param, Post, Query, Req as RawReq, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@shop/auth';
import { CART_EXPANDABLE, CART_EXPANSION_MODELS, CartResponse, GetCartQuery, type DeferredMeans } from '@shop/cart';
import { ParseUuidPipe, parseShapeQuery, Req, RequestInfo, requestIdOf } from '@shop/common';
import { PayOnTermsCommand } from '../commands/pay-on-terms.handler';
import { PaymentErrorsInterceptor } from './payment-errors.interceptor';
import { PaidCartShapeQuery } from './payment.dto';

/**
 * Booksellers' payment on terms (spec sections 4, 6 and 9): `POST carts/{id}/direct_debit/` (due
 * 90 days after the invoice) and `POST carts/{id}/wire/` (90 days end of month). Owner only (others
 * → 404), booksellers only (→ 403), confirmed carts only (→ 400). Answers the cart, now status 2
 * with its invoice number, `paid` false and its `payment_due_date`.
 */
@ApiTags('Paiement')
@ApiExtraModels(...CART_EXPANSION_MODELS)
@Controller('api/carts')
@UseGuards(JwtAuthGuard)
@UseInterceptors(PaymentErrorsInterceptor)
export class PaymentTermsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/direct_debit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Commander par prélèvement (libraires)' })
  @ApiOkResponse({ type: CartResponse, description: 'La commande : statut 2, numéro de facture, `paid` false, échéance à la facture + le délai SEPA.' })
  directDebit(
    @Param('id', ParseUuidPipe) id: string,
    @Query() query: PaidCartShapeQuery,
    @CurrentUser() user: AuthUser,
    @Req() info: RequestInfo,
    @RawReq() req: { id?: unknown; headers: Record<string, unknown> },
  ) {
    return this.pay(id, 'sepa-debit', query, user, info, requestIdOf(req));
  }

  @Post(':id/wire')
  @HttpCode(200)
  @ApiOperation({ summary: 'Commander par virement (libraires)' })
  @ApiOkResponse({ type: CartResponse, description: 'La commande : statut 2, numéro de facture, `paid` false, échéance à 90 jours fin de mois.' })
  wire(
    @Param('id', ParseUuidPipe) id: string,
    @Query() query: PaidCartShapeQuery,
    @CurrentUser() user: AuthUser,
    @Req() info: RequestInfo,
    @RawReq() req: { id?: unknown; headers: Record<string, unknown> },
  ) {
    return this.pay(id, 'wire', query, user, info, requestIdOf(req));
  }

  private async pay(cartId: string, means: DeferredMeans, query: PaidCartShapeQuery, user: AuthUser, info: RequestInfo, requestId: string): Promise<unknown> {
    const shape = parseShapeQuery({ ...query }, CART_EXPANDABLE);
    await this.commands.execute(new PayOnTermsCommand({ userId: user.id, isBookseller: user.isBookseller, requestId }, cartId, means));
    return this.queries.execute(new GetCartQuery(cartId, user.id, shape, { origin: info.origin, now: new Date() }));
  }
}
