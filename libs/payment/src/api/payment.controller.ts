import { Body, Controller, Get, Header, HttpCode, HttpException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@shop/auth';
import { CartRefusal } from '@shop/cart';
import { requestIdOf } from '@shop/common';
import { ConcurrencyError } from '@shop/event-store';
import { RecordBankNotificationCommand } from '../commands/record-bank-notification.handler';
import { StartCardPaymentCommand } from '../commands/start-card-payment.handler';

/** A cart's refusal or a lost race, in DRF's shape. */
function toHttp(error: unknown): unknown {
  if (error instanceof CartRefusal) return new HttpException(error.errors ?? { detail: error.detail }, error.status);
  if (error instanceof ConcurrencyError) return new HttpException({ detail: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.' }, 409);
  return error;
}

/** The cart's card payment form (spec section 7: `GET carts/{id}/payment/`), for its owner only. */
@Controller('api/carts')
export class PaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Get(':id/payment')
  @UseGuards(JwtAuthGuard)
  async payment(@Param('id') id: string, @CurrentUser() user: AuthUser, @Req() req: { id?: unknown; headers: Record<string, string | undefined> }) {
    const requestId = requestIdOf(req);
    try {
      return await this.commands.execute(new StartCardPaymentCommand({ userId: user.id, isBookseller: user.isBookseller, requestId }, id));
    } catch (error) {
      throw toHttp(error);
    }
  }
}

/** The bank's notification (`POST api/payment/notification`, form-encoded; exempt from anti-forgery: the MAC authenticates it). */
@Controller('api/payment')
export class BankNotificationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('notification')
  @HttpCode(200)
  @Header('content-type', 'text/plain; charset=utf-8')
  notification(@Body() body: unknown, @Req() req: { ip?: string; id?: unknown; headers: Record<string, unknown> }): Promise<string> {
    return this.commands.execute(new RecordBankNotificationCommand(stringFields(body), req.ip ?? '?', requestIdOf(req)));
  }
}

/** The posted fields when every one is a single string; null otherwise. */
function stringFields(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.some(([, v]) => typeof v !== 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}
