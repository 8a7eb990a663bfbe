import { Controller, Get, HttpCode, Param, Post, Query, Req as RawReq, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '@shop/auth';
import { CART_EXPANDABLE, CART_EXPANSION_MODELS, CartStateResponse, GetCartStateQuery } from '@shop/cart';
import { ApiPageOf, ParseUuidPipe, parseListQuery, parseShapeQuery, Req, RequestInfo, requestIdOf } from '@shop/common';
import { SettlePaymentCommand } from '../commands/settle-payment.handler';
import { ListPaymentAnomaliesQuery, PAYMENT_ANOMALIES_SPEC } from '../queries/payment-anomalies.query';
import { PaymentErrorsInterceptor } from './payment-errors.interceptor';
import { PaidCartShapeQuery, PaymentAnomaliesQuery } from './payment.dto';
import { PaymentAnomalyResponse } from './payment.responses';

/** The back office's side of payments. Staff only (others 403, anonymous 401). */
@ApiTags('Équipe : paiements')
@ApiExtraModels(...CART_EXPANSION_MODELS)
@Controller('api/staff')
@Roles('staff')
@UseInterceptors(PaymentErrorsInterceptor)
export class StaffPaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** A direct debit or a wire came in: the order is paid. Answers the order as it now is. */
  @Post('carts/:id/settle')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enregistrer le règlement d’une commande à terme' })
  @ApiOkResponse({ type: CartStateResponse, description: 'La commande payée, telle qu’elle est (avec la version de son dernier événement).' })
  async settle(
    @Param('id', ParseUuidPipe) id: string,
    @Query() query: PaidCartShapeQuery,
    @CurrentUser() user: AuthUser,
    @Req() info: RequestInfo,
    @RawReq() req: { id?: unknown; headers: Record<string, unknown> },
  ) {
    const shape = parseShapeQuery({ ...query }, CART_EXPANDABLE);
    await this.commands.execute(new SettlePaymentCommand({ userId: user.id, requestId: requestIdOf(req) }, id));
    return this.queries.execute(new GetCartStateQuery(id, null, shape, { origin: info.origin, now: new Date() }));
  }

  /** Bank notifications that paid nothing and need a look (amount or TPE mismatch, refused cart…), newest first. */
  @Get('payment-anomalies')
  @ApiOperation({ summary: 'Anomalies de paiement' })
  @ApiPageOf(PaymentAnomalyResponse, 'Une page des notifications de la banque qui n’ont rien payé, des plus récentes aux plus anciennes.')
  anomalies(@Query() query: PaymentAnomaliesQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListPaymentAnomaliesQuery(parseListQuery({ ...query }, PAYMENT_ANOMALIES_SPEC), info.url));
  }
}
