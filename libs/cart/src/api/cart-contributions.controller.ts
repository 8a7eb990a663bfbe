import { Body, Controller, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnContributions, PREFERENCE_MESSAGES } from '@shop/crowdfunding';
import { DrfValidationError, ParseUuidPipe } from '@shop/common';
import type { CartActor } from '../commands/cart-actor';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { CartLookup } from '../queries/cart-lookup.service';
import { Actor } from './cart-actor.decorator';
import { CartCommentDto } from './cart-contributions.dto';
import { CartErrorsInterceptor } from './cart-errors.interceptor';
import { CART_ORDER_CONTRIBUTIONS, CartCommentResponse } from './cart.responses';
import { OptionalAuthGuard } from './optional-auth.guard';
import { requireUser } from './require-user';

/**
 * What a paid order backed (confirmation page, order detail): its contributions, and a comment per
 * campaign. Only for the owner of a paid cart; any other cart, or a cart not paid yet, is a 404.
 */
@ApiTags('Paniers')
@Controller('api/carts')
@UseGuards(OptionalAuthGuard)
@UseInterceptors(CartErrorsInterceptor)
export class CartContributionsController {
  constructor(
    private readonly lookup: CartLookup,
    private readonly contributions: OwnContributions,
  ) {}

  @Get(':id/contributions')
  @ApiOperation({ summary: 'Contributions d’une commande payée' })
  @ApiOkResponse({ schema: CART_ORDER_CONTRIBUTIONS, description: 'Les contributions payées par la commande, dans l’ordre.' })
  async list(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string) {
    const userId = await this.paidCartOwner(actor, id);
    return this.contributions.ofCart(userId, id);
  }

  @Get(':id/comment')
  @ApiOperation({ summary: 'Commentaires d’une commande payée' })
  @ApiOkResponse({ type: CartCommentResponse, isArray: true, description: 'Un commentaire par campagne soutenue.' })
  async comments(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string) {
    const userId = await this.paidCartOwner(actor, id);
    return this.contributions.cartComments(userId, id);
  }

  @Post(':id/comment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Commenter une campagne soutenue' })
  @ApiOkResponse({ type: CartCommentResponse, description: 'Le commentaire enregistré.' })
  async comment(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: CartCommentDto) {
    const userId = await this.paidCartOwner(actor, id);
    const entry = await this.contributions.commentOnCart(userId, id, body.crowdfunding, body.comment);
    if (!entry) throw DrfValidationError.single('crowdfunding', PREFERENCE_MESSAGES.notBacked);
    return entry;
  }

  /** 401 without a user; 404 unless the user owns the cart and it is paid. */
  private async paidCartOwner(actor: CartActor, cartId: string): Promise<number> {
    const { userId } = requireUser(actor);
    const row = await this.lookup.visible(cartId, userId);
    if (row.owner_id !== userId || row.status !== 2) throw CartRefusal.detail(M.cartMissing, 404);
    return userId;
  }
}
