import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, Patch, Post, Query, Req as RawReq, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiPageOf, listQueryDto, ParseUuidPipe, parseListQuery, parseShapeQuery, Req, RequestInfo, shapeQueryDto } from '@shop/common';
import { TooManyVoucherCodes } from '@shop/wallet';
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
import { GetActiveCartQuery } from '../queries/get-active-cart.query';
import { GetCartQuery } from '../queries/get-cart.query';
import { CART_LIST_SPEC, ListCartsQuery } from '../queries/list-carts.query';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';
import { Actor } from './cart-actor.decorator';
import { parseCartPatch, parseContribution } from './cart-bodies';
import { CartPatchDto, ContributionDto, NewCartDto, VoucherCodeDto } from './cart.dto';
import { CartErrorsInterceptor } from './cart-errors.interceptor';
import { CART_EXPANSION_MODELS, CartResponse } from './cart.responses';
import { OptionalAuthGuard } from './optional-auth.guard';
import { requireUser } from './require-user';

const context = (req: RequestInfo) => ({ origin: req.origin, now: new Date() });

class CartListQuery extends listQueryDto(CART_LIST_SPEC) {}
class CartShapeQuery extends shapeQueryDto(CART_EXPANDABLE) {}

/**
 * Carts (spec section 7, 'Cart'): anonymous visitors and logged-in users alike. A cart with an
 * owner exists only for its owner (404 for anyone else); an anonymous one for whoever holds its id.
 */
@ApiTags('Paniers')
@ApiExtraModels(...CART_EXPANSION_MODELS)
@Controller('api/carts')
@UseGuards(OptionalAuthGuard)
@UseInterceptors(CartErrorsInterceptor)
export class CartsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Créer un panier' })
  @ApiCreatedResponse({ type: CartResponse, description: 'Le panier créé, vide.' })
  create(@Actor() actor: CartActor, @Body() body: NewCartDto) {
    return this.commands.execute(new CreateCartCommand(actor, body.label));
  }

  /** The caller's orders: `status=2&ordering=-last_modified_at`. */
  @Get()
  @ApiOperation({ summary: 'Mes paniers et commandes' })
  @ApiPageOf(CartResponse, 'Une page des paniers de l’utilisateur (`expand=` comme pour un panier).')
  list(@Actor() actor: CartActor, @Query() query: CartListQuery, @Req() req: RequestInfo) {
    const user = requireUser(actor);
    return this.queries.execute(new ListCartsQuery(user.userId, parseListQuery({ ...query }, CART_LIST_SPEC), req.url, context(req)));
  }

  /** Spec §7 'GET the active cart': where a browser finds the cart of the user who logs in (the path is ours). */
  @Get('active')
  @ApiOperation({ summary: 'Mon panier en cours', description: 'Le panier ouvert ou validé (statut 0 ou 1) de l’utilisateur connecté, le dernier modifié.' })
  @ApiOkResponse({ type: CartResponse, description: 'Le panier en cours, avec les expansions demandées (comme pour un panier).' })
  @ApiNoContentResponse({ description: 'L’utilisateur n’a pas de panier en cours (aucun contenu).' })
  @ApiUnauthorizedResponse({ description: 'Sans connexion.' })
  async active(@Actor() actor: CartActor, @Query() query: CartShapeQuery, @Req() req: RequestInfo, @Res({ passthrough: true }) reply: FastifyReply) {
    const user = requireUser(actor);
    const cart = await this.queries.execute(new GetActiveCartQuery(user.userId, parseShapeQuery({ ...query }, CART_EXPANDABLE), context(req)));
    if (cart === null) void reply.status(204);
    return cart ?? undefined;
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire un panier' })
  @ApiOkResponse({ type: CartResponse, description: 'Le panier, avec les expansions demandées (`fields=` et `omit=` gardent ou retirent des champs).' })
  one(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Query() query: CartShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetCartQuery(id, actor.userId, parseShapeQuery({ ...query }, CART_EXPANDABLE), context(req)));
  }

  /** Addresses and bundle; `{status: 1}` confirms; an empty body registers the cart to the caller. */
  @Patch(':id')
  @ApiOperation({ summary: 'Modifier, valider ou rattacher un panier' })
  @ApiOkResponse({ type: CartResponse, description: 'Le panier (sans expansion) ; rattaché à un panier ouvert, celui où il a été fusionné.' })
  update(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: CartPatchDto) {
    const patch = parseCartPatch(body);
    switch (patch.kind) {
      case 'register':
        return this.commands.execute(new RegisterCartCommand(requireUser(actor), id));
      case 'confirm':
        return this.commands.execute(new ConfirmCartCommand(requireUser(actor), id, patch.termsAccepted, patch.label));
      case 'paid':
        // Only the bank's notification, a direct debit or a wire (payment module) marks a cart paid.
        throw new ForbiddenException();
      case 'delivery':
        return this.commands.execute(new UpdateDeliveryCommand(actor, id, patch.changes));
    }
  }

  @Get(':id/unconfirm')
  @ApiOperation({ summary: 'Annuler la validation' })
  @ApiOkResponse({ type: CartResponse, description: 'Le panier rouvert (sans expansion).' })
  unconfirm(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string) {
    return this.commands.execute(new UnconfirmCartCommand(actor, id));
  }

  @Post(':id/contribute')
  @HttpCode(200)
  @ApiOperation({ summary: 'Contribuer à une campagne' })
  @ApiOkResponse({ type: CartResponse, description: 'Le panier avec la contribution et ses lignes de contreparties (sans expansion).' })
  contribute(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: ContributionDto) {
    return this.commands.execute(new ContributeCommand(actor, id, parseContribution(body)));
  }

  /** The contribution and its reward lines leave the cart; a confirmed cart is unconfirmed first, like for a line. */
  @Delete(':id/contributions/:contributionId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Retirer une contribution' })
  @ApiNoContentResponse({ description: 'Contribution et lignes de contreparties retirées.' })
  async removeContribution(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Param('contributionId', ParseUuidPipe) contributionId: string): Promise<void> {
    await this.commands.execute(new RemoveContributionCommand(actor, id, contributionId));
  }

  /** Wrong codes are throttled (429 with Retry-After), as on the account page. */
  @Post(':id/voucher')
  @HttpCode(200)
  @ApiOperation({ summary: 'Utiliser un bon d’achat' })
  @ApiOkResponse({ type: CartResponse, description: 'Le panier avec le bon (sans expansion).' })
  async applyVoucher(
    @Actor() actor: CartActor,
    @Param('id', ParseUuidPipe) id: string,
    @Body() body: VoucherCodeDto,
    @RawReq() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    try {
      return await this.commands.execute(new ApplyVoucherCommand(actor, id, body.code.toUpperCase(), req.ip));
    } catch (error) {
      if (error instanceof TooManyVoucherCodes) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Delete(':id/voucher')
  @ApiOperation({ summary: 'Retirer un bon d’achat (par son code)' })
  @ApiOkResponse({ type: CartResponse, description: 'Le panier sans le bon (sans expansion).' })
  removeVoucher(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string, @Body() body: VoucherCodeDto) {
    return this.commands.execute(new RemoveVoucherCommand(actor, { cartId: id, code: body.code.toUpperCase() }));
  }

  @Post(':id/pay_with_voucher')
  @HttpCode(200)
  @ApiOperation({ summary: 'Payer avec les bons d’achat' })
  @ApiOkResponse({ type: CartResponse, description: 'La commande payée : statut 2, numéro de facture (sans expansion).' })
  payWithVoucher(@Actor() actor: CartActor, @Param('id', ParseUuidPipe) id: string) {
    return this.commands.execute(new PayWithVoucherCommand(requireUser(actor), id));
  }
}
