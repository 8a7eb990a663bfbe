import { Body, Controller, Delete, Get, HttpCode, Options, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ParseIdPipe, parseListQuery, parseShapeQuery, Req, RequestInfo } from '@shop/common';
import { CreateAddressCommand, DeleteAddressCommand, UpdateAddressCommand } from '../commands/address.handlers';
import { ADDRESS_LIST_SPEC, GetAddressQuery, ListAddressesQuery } from '../queries/address.queries';
import { AuthUser } from '../security/auth-user';
import { Authenticated, CurrentUser } from '../security/roles.guard';
import { addressMetadata } from '../serializers/address-metadata';
import { addressChanges, AddressDto, addressInput, AddressListQuery, AddressPatchDto, AddressShapeQuery } from './address.dto';

/** The caller's address book; other users' addresses do not exist for them (404). */
@Controller('api/users/addresses')
export class AddressesController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** Form description with the country choices; public, as nothing in it is personal. */
  @Options()
  @HttpCode(200)
  metadata() {
    return addressMetadata();
  }

  @Get()
  @Authenticated()
  list(@CurrentUser() user: AuthUser, @Query() query: AddressListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListAddressesQuery(user.id, parseListQuery({ ...query }, ADDRESS_LIST_SPEC), req.url));
  }

  @Post()
  @Authenticated()
  create(@CurrentUser() user: AuthUser, @Body() body: AddressDto) {
    return this.commands.execute(new CreateAddressCommand(user.id, addressInput(body)));
  }

  @Get(':id')
  @Authenticated()
  one(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Query() query: AddressShapeQuery) {
    return this.queries.execute(new GetAddressQuery(user.id, id, parseShapeQuery({ ...query })));
  }

  @Put(':id')
  @Authenticated()
  replace(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: AddressDto) {
    return this.commands.execute(new UpdateAddressCommand(user.id, id, addressInput(body)));
  }

  @Patch(':id')
  @Authenticated()
  update(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: AddressPatchDto) {
    return this.commands.execute(new UpdateAddressCommand(user.id, id, addressChanges(body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @Authenticated()
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.commands.execute(new DeleteAddressCommand(user.id, id));
  }
}
