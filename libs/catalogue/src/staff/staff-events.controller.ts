import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { CreateEventCommand, UpdateEventCommand } from './staff-events.commands';
import { CreateEventDto, STAFF_EVENT_LIST_SPEC, StaffEventListQuery, UpdateEventDto } from './staff-events.dto';
import { GetStaffEventQuery, ListStaffEventsQuery } from './staff-events.queries';
import { StaffEventResponse } from './staff-events.responses';

/** Staff only: the agenda's events, listed, created and changed from the version an editor loaded. */
@ApiTags('Événements (équipe)')
@Controller('api/staff/events')
@Roles('staff')
export class StaffEventsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les événements (équipe)' })
  @ApiPageOf(StaffEventResponse, 'Une page d’événements.')
  list(@Query() query: StaffEventListQuery, @Req() info: RequestInfo) {
    const { period, ...rest } = query;
    return this.queries.execute(new ListStaffEventsQuery(parseListQuery({ ...rest }, STAFF_EVENT_LIST_SPEC), period, info.url));
  }

  @Post()
  @ApiOperation({ summary: 'Créer un événement (équipe)' })
  @ApiCreatedResponse({ type: StaffEventResponse, description: 'La fiche créée (version 1).' })
  create(@CurrentUser() staff: AuthUser, @Body() body: CreateEventDto) {
    return this.commands.execute(new CreateEventCommand(body, staff.id));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire la fiche d’un événement (équipe)' })
  @ApiOkResponse({ type: StaffEventResponse, description: 'La fiche.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffEventQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier la fiche d’un événement (équipe)' })
  @ApiOkResponse({ type: StaffEventResponse, description: 'La fiche après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateEventDto) {
    return this.commands.execute(new UpdateEventCommand(id, body, staff.id));
  }
}
