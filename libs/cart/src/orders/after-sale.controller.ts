import { Body, Controller, Get, Header, HttpCode, Param, Post, Req as RawReq, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ParseUuidPipe, requestIdOf } from '@shop/common';
import { CartErrorsInterceptor } from '../api/cart-errors.interceptor';
import type { StaffMember } from '../fulfilment/staff-member';
import { CancelOrderDto, RecordReturnDto, RefundOrderDto, requestedLines } from './after-sale.dto';
import { AfterSaleReader } from './after-sale.reader';
import { AfterSaleResponse } from './after-sale.responses';
import { OrderAfterSale } from './order-after-sale.service';

type RawRequest = { id?: unknown; headers: Record<string, unknown> };
const staffOf = (user: AuthUser, req: RawRequest): StaffMember => ({ userId: user.id, requestId: requestIdOf(req) });

/**
 * Staff serve a paid order after the sale: refund lines and shipping (to the card or as a
 * voucher, with a credit note), cancel it before any parcel left, record goods that came back.
 * Each answers with the order's after-sale page as it now is. Staff only (others 403, anonymous 401).
 */
@ApiTags('Équipe : commandes')
@Controller('api/staff/carts/:id')
@Roles('staff')
@UseInterceptors(CartErrorsInterceptor)
export class AfterSaleController {
  constructor(
    private readonly afterSale: OrderAfterSale,
    private readonly reader: AfterSaleReader,
  ) {}

  @Get('after-sale')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Remboursements, retours et annulation d’une commande' })
  @ApiOkResponse({ type: AfterSaleResponse, description: 'Ce qui peut encore être remboursé, et ce qui l’a été.' })
  page(@Param('id', ParseUuidPipe) id: string) {
    return this.reader.of(id);
  }

  @Post('refunds')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Rembourser des articles et/ou les frais de port' })
  @ApiCreatedResponse({ type: AfterSaleResponse, description: 'Remboursé : l’avoir émis, la carte et le bon d’achat, le client prévenu.' })
  async refund(@Param('id', ParseUuidPipe) id: string, @Body() body: RefundOrderDto, @CurrentUser() user: AuthUser, @RawReq() req: RawRequest) {
    await this.afterSale.refund(staffOf(user, req), id, { lines: requestedLines(body.lines), shipping: body.shipping ?? false, method: body.method, reason: body.reason ?? '' });
    return this.reader.of(id);
  }

  @Post('cancel')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Annuler une commande payée (aucun colis parti)' })
  @ApiOkResponse({ type: AfterSaleResponse, description: 'Annulée : tout ce qui restait remboursé, les colis arrêtés, le client prévenu.' })
  async cancel(@Param('id', ParseUuidPipe) id: string, @Body() body: CancelOrderDto, @CurrentUser() user: AuthUser, @RawReq() req: RawRequest) {
    await this.afterSale.cancel(staffOf(user, req), id, { method: body.method, reason: body.reason ?? '' });
    return this.reader.of(id);
  }

  @Post('refunds/:refundId/retry')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Redemander à la banque un remboursement par carte refusé' })
  @ApiOkResponse({ type: AfterSaleResponse, description: 'Redemandé : le remboursement repart vers la banque, en attente de sa réponse.' })
  async retryCardRefund(@Param('id', ParseUuidPipe) id: string, @Param('refundId', ParseUuidPipe) refundId: string, @CurrentUser() user: AuthUser, @RawReq() req: RawRequest) {
    await this.afterSale.retryCardRefund(staffOf(user, req), id, refundId);
    return this.reader.of(id);
  }

  @Post('returns')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Enregistrer un retour d’articles' })
  @ApiCreatedResponse({ type: AfterSaleResponse, description: 'Le retour enregistré.' })
  async recordReturn(@Param('id', ParseUuidPipe) id: string, @Body() body: RecordReturnDto, @CurrentUser() user: AuthUser, @RawReq() req: RawRequest) {
    await this.afterSale.recordReturn(staffOf(user, req), id, { lines: requestedLines(body.lines), note: body.note ?? '' });
    return this.reader.of(id);
  }
}
