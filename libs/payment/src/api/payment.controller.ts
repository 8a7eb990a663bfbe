import { Body, Controller, Get, Header, HttpCode, HttpException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@shop/auth';
import { CartRefusal } from '@shop/cart';
import { ParseUuidPipe, requestIdOf } from '@shop/common';
import { ConcurrencyError } from '@shop/event-store';
import { BANK_ACK } from '../domain/payment-data';
import { RecordBankNotificationCommand } from '../commands/record-bank-notification.handler';
import { StartCardPaymentCommand } from '../commands/start-card-payment.handler';
import { BankNotificationDto, BankNotificationPipe } from './bank-notification.dto';
import { PaymentFormResponse } from './payment.responses';

/** A cart's refusal or a lost race, in DRF's shape. */
function toHttp(error: unknown): unknown {
  if (error instanceof CartRefusal) return new HttpException(error.errors ?? { detail: error.detail }, error.status);
  if (error instanceof ConcurrencyError) return new HttpException({ detail: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.' }, 409);
  return error;
}

/** The cart's card payment form (spec section 7: `GET carts/{id}/payment/`), for its owner only. */
@ApiTags('Paiement')
@Controller('api/carts')
export class PaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Get(':id/payment')
  @ApiOperation({ summary: 'Formulaire de paiement par carte' })
  @ApiOkResponse({ type: PaymentFormResponse, description: 'Le formulaire Monetico scellé d’une nouvelle tentative, à poster à `url`.' })
  @UseGuards(JwtAuthGuard)
  async payment(@Param('id', ParseUuidPipe) id: string, @CurrentUser() user: AuthUser, @Req() req: { id?: unknown; headers: Record<string, string | undefined> }) {
    const requestId = requestIdOf(req);
    try {
      return await this.commands.execute(new StartCardPaymentCommand({ userId: user.id, isBookseller: user.isBookseller, requestId }, id));
    } catch (error) {
      throw toHttp(error);
    }
  }
}

/** The bank's notification (`POST api/payment/notification`, form-encoded; exempt from anti-forgery: the MAC authenticates it). */
@ApiTags('Paiement')
@Controller('api/payment')
export class BankNotificationController {
  constructor(private readonly commands: CommandBus) {}

  /** Always 200 text/plain: `cdr=0` for a stored notification, `cdr=1` for a bad seal or fields the bank never sends. */
  @Post('notification')
  @HttpCode(200)
  @Header('content-type', 'text/plain; charset=utf-8')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: BankNotificationDto })
  @ApiOperation({ summary: 'Notification de paiement de la banque' })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description:
      'Accusé de réception pour la banque, en texte : « version=2\\ncdr=0\\n » (notification scellée, enregistrée) ou « version=2\\ncdr=1\\n » (sceau faux, rien d’enregistré).',
    content: { 'text/plain': { schema: { type: 'string', enum: [BANK_ACK.ok, BANK_ACK.badSeal], example: BANK_ACK.ok } } },
  })
  notification(@Body(BankNotificationPipe) fields: Record<string, string> | null, @Req() req: { ip?: string; id?: unknown; headers: Record<string, unknown> }): Promise<string> {
    return this.commands.execute(new RecordBankNotificationCommand(fields, req.ip ?? '?', requestIdOf(req)));
  }
}
