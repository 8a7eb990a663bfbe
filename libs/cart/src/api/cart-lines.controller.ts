import { Body, Controller, Delete, HttpCode, Param, Post, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { CART_EXPANSION_MODELS, CartLineResponse } from './cart.responses';
import { OptionalAuthGuard } from './optional-auth.guard';

/** Lines and voucher usages, addressed by their own ids (unique across carts); the cart's rules apply. */
@ApiTags('Lignes de panier')
@ApiExtraModels(...CART_EXPANSION_MODELS)
@Controller('api')
@UseGuards(OptionalAuthGuard)
@UseInterceptors(CartErrorsInterceptor)
export class CartLinesController {
  constructor(private readonly commands: CommandBus) {}

  /** `{cart, product, quantity, variant}`: answers the line (a new one, or the one whose quantity rose). */
  @Post('carts/products')
  @ApiOperation({ summary: 'Ajouter un produit au panier' })
  @ApiCreatedResponse({ type: CartLineResponse, description: 'La ligne : une nouvelle, ou celle dont la quantité a augmenté (produit et option en ids).' })
  addProduct(@Actor() actor: CartActor, @Body() body: AddProductDto) {
    const { cartId, productId, quantity, variantId, gift } = parseAddProduct(body);
    return this.commands.execute(new AddProductCommand(actor, cartId, productId, quantity, variantId, gift));
  }

  @Put('cartlines/:id')
  @ApiOperation({ summary: 'Changer une ligne (quantité, dédicaces, destinataire et message d’une carte cadeau)' })
  @ApiOkResponse({ type: CartLineResponse, description: 'La ligne modifiée (produit et option en ids).' })
  changeLine(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: LineChangeDto) {
    const { quantity, dedications, gift } = parseLineChange(body);
    return this.commands.execute(new ChangeLineCommand(actor, id, quantity, dedications, gift));
  }

  @Delete('cartlines/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Retirer une ligne' })
  @ApiNoContentResponse({ description: 'Ligne retirée.' })
  async removeLine(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string): Promise<void> {
    await this.commands.execute(new RemoveLineCommand(actor, id));
  }

  @Delete('voucher-usages/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Retirer un bon d’achat (par son usage)' })
  @ApiNoContentResponse({ description: 'Bon retiré du panier.' })
  async removeVoucherUsage(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string): Promise<void> {
    await this.commands.execute(new RemoveVoucherCommand(actor, { usageId: id }));
  }
}
