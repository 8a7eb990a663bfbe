import { Body, Controller, Delete, Get, HttpCode, Options, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPageOf, ParseIdPipe, parseListQuery, parseShapeQuery, Req, RequestInfo } from '@shop/common';
import { CreateAddressCommand, DeleteAddressCommand, UpdateAddressCommand } from '../commands/address.handlers';
import { ADDRESS_LIST_SPEC, GetAddressQuery, ListAddressesQuery } from '../queries/address.queries';
import { AuthUser } from '../security/auth-user';
import { Authenticated, CurrentUser } from '../security/roles.guard';
import { addressMetadata } from '../serializers/address-metadata';
import { addressChanges, AddressDto, addressInput, AddressListQuery, AddressPatchDto, AddressShapeQuery } from './address.dto';
import { AddressMetadataResponse, AddressResponse } from './addresses.responses';

/** The caller's address book; other users' addresses do not exist for them (404). */
@ApiTags('Adresses')
@Controller('api/users/addresses')
export class AddressesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Form description with the country choices; public, as nothing in it is personal. */
  @Options()
  @ApiOperation({ summary: 'Décrire le formulaire d’adresse (champs, pays en français)' })
  @ApiOkResponse({ type: AddressMetadataResponse, description: 'Description du formulaire, comme les métadonnées de Django REST Framework.' })
  @HttpCode(200)
  metadata() {
    return addressMetadata();
  }

  @Get()
  @ApiOperation({ summary: 'Lister ses adresses', description: '`fields=` / `omit=` choisissent les clés de chaque adresse.' })
  @ApiPageOf(AddressResponse, 'Une page des adresses de l’utilisateur connecté.')
  @Authenticated()
  list(@CurrentUser() user: AuthUser, @Query() query: AddressListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListAddressesQuery(user.id, parseListQuery({ ...query }, ADDRESS_LIST_SPEC), req.url));
  }

  @Post()
  @ApiOperation({ summary: 'Ajouter une adresse' })
  @ApiCreatedResponse({ type: AddressResponse, description: 'L’adresse créée.' })
  @Authenticated()
  create(@CurrentUser() user: AuthUser, @Body() body: AddressDto) {
    return this.commands.execute(new CreateAddressCommand(user.id, addressInput(body)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire une de ses adresses', description: '`fields=` / `omit=` choisissent les clés de chaque adresse.' })
  @ApiOkResponse({ type: AddressResponse, description: 'L’adresse.' })
  @Authenticated()
  one(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Query() query: AddressShapeQuery) {
    return this.queries.execute(new GetAddressQuery(user.id, id, parseShapeQuery({ ...query })));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Remplacer une adresse' })
  @ApiOkResponse({ type: AddressResponse, description: 'L’adresse après remplacement.' })
  @Authenticated()
  replace(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: AddressDto) {
    return this.commands.execute(new UpdateAddressCommand(user.id, id, addressInput(body)));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier une adresse' })
  @ApiOkResponse({ type: AddressResponse, description: 'L’adresse après modification.' })
  @Authenticated()
  update(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: AddressPatchDto) {
    return this.commands.execute(new UpdateAddressCommand(user.id, id, addressChanges(body)));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Supprimer une adresse (masquée si une commande l’utilise)' })
  @ApiNoContentResponse({ description: 'Adresse supprimée, ou masquée (`shadow`) si une commande l’utilise.' })
  @HttpCode(204)
  @Authenticated()
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.commands.execute(new DeleteAddressCommand(user.id, id));
  }
}
