import { Body, Controller, Delete, Get, HttpCode, Options, Param, Patch, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DrfNotFound, parseListQuery, parseShapeQuery, Req, RequestInfo } from '@shop/common';
import { CreateAddressCommand, DeleteAddressCommand, UpdateAddressCommand } from '../commands/address.handlers';
import { parseAddress } from '../domain/address.validator';
import { ADDRESS_LIST_SPEC, GetAddressQuery, ListAddressesQuery } from '../queries/address.queries';
import { AuthUser } from '../security/auth-user';
import { Authenticated, CurrentUser } from '../security/roles.guard';
import { addressMetadata } from '../serializers/address-metadata';

/** A path id that is not a positive integer names no address: 404, as DRF's int lookup. */
function addressId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new DrfNotFound();
  return Number(raw);
}

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
  list(@CurrentUser() user: AuthUser, @Req() req: RequestInfo) {
    return this.queries.execute(new ListAddressesQuery(user.id, parseListQuery(req.query, ADDRESS_LIST_SPEC), req.url));
  }

  @Post()
  @Authenticated()
  create(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.commands.execute(new CreateAddressCommand(user.id, parseAddress(body)));
  }

  @Get(':id')
  @Authenticated()
  one(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() req: RequestInfo) {
    return this.queries.execute(new GetAddressQuery(user.id, addressId(id), parseShapeQuery(req.query)));
  }

  @Put(':id')
  @Authenticated()
  replace(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return this.commands.execute(new UpdateAddressCommand(user.id, addressId(id), body, false));
  }

  @Patch(':id')
  @Authenticated()
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    return this.commands.execute(new UpdateAddressCommand(user.id, addressId(id), body, true));
  }

  @Delete(':id')
  @HttpCode(204)
  @Authenticated()
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteAddressCommand(user.id, addressId(id)));
  }
}
