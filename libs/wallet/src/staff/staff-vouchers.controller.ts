import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { CreateVoucherDto, STAFF_VOUCHER_LIST_SPEC, StaffVoucherListQuery, UpdateVoucherDto } from './staff-vouchers.dto';
import { CreateVoucherCommand, GetStaffVoucherQuery, ListStaffVouchersQuery, UpdateVoucherCommand } from './staff-vouchers.handlers';
import { StaffVoucherResponse } from './staff-vouchers.responses';

/** Staff only: every voucher (gift cards among them), searched and filtered; vouchers issued by staff, their expiry and note changed. */
@ApiTags('Bons d’achat (équipe)')
@Controller('api/staff/vouchers')
@Roles('staff')
export class StaffVouchersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les bons d’achat (équipe)' })
  @ApiPageOf(StaffVoucherResponse, 'Une page de bons d’achat, les plus récents d’abord.')
  list(@Query() query: StaffVoucherListQuery, @Req() info: RequestInfo) {
    const { status, ...rest } = query;
    return this.queries.execute(new ListStaffVouchersQuery(parseListQuery({ ...rest }, STAFF_VOUCHER_LIST_SPEC), status, info.url));
  }

  @Post()
  @ApiOperation({ summary: 'Émettre un bon d’achat (équipe)' })
  @ApiCreatedResponse({ type: StaffVoucherResponse, description: 'Le bon émis (version 1), son code tiré par le serveur.' })
  create(@CurrentUser() staff: AuthUser, @Body() body: CreateVoucherDto) {
    return this.commands.execute(new CreateVoucherCommand(body, staff.id));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire un bon d’achat (équipe)' })
  @ApiOkResponse({ type: StaffVoucherResponse, description: 'Le bon.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffVoucherQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier un bon d’achat : date d’expiration, note, valeur s’il n’a pas servi (équipe)' })
  @ApiOkResponse({ type: StaffVoucherResponse, description: 'Le bon après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateVoucherDto) {
    return this.commands.execute(new UpdateVoucherCommand(id, body, staff.id));
  }
}
