import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { UpdateLabelCommand } from './staff-labels.commands';
import { STAFF_LABEL_LIST_SPEC, StaffLabelListQuery, UpdateLabelDto } from './staff-labels.dto';
import { GetStaffLabelQuery, ListStaffLabelsQuery } from './staff-labels.queries';
import { StaffLabelResponse } from './staff-labels.responses';

/** Staff only: the labels' records (identity, theme, logos, texts, networks, feature switches, messages). */
@ApiTags('Collections (équipe)')
@Controller('api/staff/labels')
@Roles('staff')
export class StaffLabelsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les collections (équipe)' })
  @ApiPageOf(StaffLabelResponse, 'Une page de collections.')
  list(@Query() query: StaffLabelListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListStaffLabelsQuery(parseListQuery({ ...query }, STAFF_LABEL_LIST_SPEC), info.url));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire la fiche d’une collection (équipe)' })
  @ApiOkResponse({ type: StaffLabelResponse, description: 'La fiche.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffLabelQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier la fiche d’une collection (équipe)' })
  @ApiOkResponse({ type: StaffLabelResponse, description: 'La fiche après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateLabelDto) {
    return this.commands.execute(new UpdateLabelCommand(id, body, staff.id));
  }
}
