import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { BulkStockCommand, CreateGoodieCommand, UpdateGoodieCommand } from './staff-goodies.commands';
import { BulkStockDto, CreateGoodieDto, STAFF_GOODIE_LIST_SPEC, StaffGoodieListQuery, UpdateGoodieDto } from './staff-goodies.dto';
import { GetStaffGoodieQuery, ListStaffAttributesQuery, ListStaffGoodiesQuery } from './staff-goodies.queries';
import { BulkStockResponse, StaffAttributeResponse, StaffGoodieResponse } from './staff-goodies.responses';

/** Staff only: the goodies (products of type goodie) and their variants' stock. */
@ApiTags('Goodies (équipe)')
@Controller('api/staff/goodies')
@Roles('staff')
export class StaffGoodiesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les goodies (équipe)' })
  @ApiPageOf(StaffGoodieResponse, 'Une page de goodies.')
  list(@Query() query: StaffGoodieListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListStaffGoodiesQuery(parseListQuery({ ...query }, STAFF_GOODIE_LIST_SPEC), info.url));
  }

  @Post()
  @ApiOperation({ summary: 'Créer un goodie (équipe)' })
  @ApiCreatedResponse({ type: StaffGoodieResponse, description: 'La fiche créée (version 1).' })
  create(@CurrentUser() staff: AuthUser, @Body() body: CreateGoodieDto) {
    return this.commands.execute(new CreateGoodieCommand(body, staff.id));
  }

  @Get('attributes')
  @ApiOperation({ summary: 'Lister les attributs qu’un goodie ou une déclinaison peut porter (équipe)' })
  @ApiOkResponse({ type: StaffAttributeResponse, isArray: true, description: 'Les attributs, par type.' })
  attributes() {
    return this.queries.execute(new ListStaffAttributesQuery());
  }

  @Post('bulk-stock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enregistrer le stock de plusieurs déclinaisons (équipe)' })
  @ApiOkResponse({ type: BulkStockResponse, description: 'Le nombre de déclinaisons dont le stock a changé.' })
  bulkStock(@CurrentUser() staff: AuthUser, @Body() body: BulkStockDto) {
    return this.commands.execute(new BulkStockCommand(body.variants, staff.id));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire la fiche d’un goodie (équipe)' })
  @ApiOkResponse({ type: StaffGoodieResponse, description: 'La fiche.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffGoodieQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier la fiche d’un goodie (équipe)' })
  @ApiOkResponse({ type: StaffGoodieResponse, description: 'La fiche après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateGoodieDto) {
    return this.commands.execute(new UpdateGoodieCommand(id, body, staff.id));
  }
}
