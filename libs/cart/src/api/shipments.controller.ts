import { Body, Controller, Param, Patch, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CartActor } from '../commands/cart-actor';
import { ChooseShipmentCommand } from '../commands/choose-shipment.handler';
import { Actor } from './cart-actor.decorator';
import { CartErrorsInterceptor } from './cart-errors.interceptor';
import { CartShipmentOptionResponse, CartShipmentResponse } from './cart.responses';
import { OptionalAuthGuard } from './optional-auth.guard';
import { ParseShipmentIdPipe } from './shipment-id.pipe';
import { shipmentChanges, ShipmentPatchDto } from './shipment.dto';

/** Shipments of a cart (spec section 7): their ids are the `shipments` of the cart's answer. */
@ApiTags('Envois')
@ApiExtraModels(CartShipmentOptionResponse)
@Controller('api/shipments')
@UseGuards(OptionalAuthGuard)
@UseInterceptors(CartErrorsInterceptor)
export class ShipmentsController {
  constructor(private readonly commands: CommandBus) {}

  /** The mode, and for Mondial Relay the relay point; answers the shipment. Someone else's cart: 404. */
  @Patch(':id')
  @ApiOperation({ summary: 'Choisir le mode de livraison d’un envoi' })
  @ApiOkResponse({ type: CartShipmentResponse, description: 'L’envoi, ses modes dépliés (objets).' })
  update(@Actor() actor: CartActor, @Param('id', ParseShipmentIdPipe) id: string, @Body() body: ShipmentPatchDto) {
    return this.commands.execute(new ChooseShipmentCommand(actor, id, shipmentChanges(body)));
  }
}
