import { Body, Controller, Delete, HttpCode, Param, Post, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AddProductCommand } from '../commands/add-product.handler';
import type { CartActor } from '../commands/cart-actor';
import { ChangeLineCommand } from '../commands/change-line.handler';
import { RemoveLineCommand } from '../commands/remove-line.handler';
import { RemoveVoucherCommand } from '../commands/remove-voucher.handler';
import { Actor } from './cart-actor.decorator';
import { ParseUuidPipe } from '@shop/common';
import { parseAddProduct, parseLineChange } from './cart-bodies';
import { AddProductDto, LineChangeDto } from './cart.dto';
import { CartErrorsInterceptor } from './cart-errors.interceptor';
import { OptionalAuthGuard } from './optional-auth.guard';

/** Lines and voucher usages, addressed by their own ids (unique across carts); the cart's rules apply. */
@Controller('api')
@UseGuards(OptionalAuthGuard)
@UseInterceptors(CartErrorsInterceptor)
export class CartLinesController {
  constructor(private readonly commands: CommandBus) {}

  /** `{cart, product, quantity, variant}`: answers the line (a new one, or the one whose quantity rose). */
  @Post('carts/products')
  addProduct(@Actor() actor: CartActor, @Body() body: AddProductDto) {
    const { cartId, productId, quantity, variantId } = parseAddProduct(body);
    return this.commands.execute(new AddProductCommand(actor, cartId, productId, quantity, variantId));
  }

  @Put('cartlines/:id')
  changeLine(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: LineChangeDto) {
    const { quantity, dedications } = parseLineChange(body);
    return this.commands.execute(new ChangeLineCommand(actor, id, quantity, dedications));
  }

  @Delete('cartlines/:id')
  @HttpCode(204)
  async removeLine(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string): Promise<void> {
    await this.commands.execute(new RemoveLineCommand(actor, id));
  }

  @Delete('voucher-usages/:id')
  @HttpCode(204)
  async removeVoucherUsage(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string): Promise<void> {
    await this.commands.execute(new RemoveVoucherCommand(actor, { usageId: id }));
  }
}
