import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { CreateAuthorCommand, UpdateAuthorCommand } from './staff-authors.commands';
import { CreateAuthorDto, STAFF_AUTHOR_LIST_SPEC, StaffAuthorListQuery, UpdateAuthorDto } from './staff-authors.dto';
import { GetStaffAuthorQuery, ListStaffAuthorsQuery } from './staff.queries';
import { StaffAuthorResponse } from './staff.responses';

/** Staff only: the authors' records, listed, created and changed from the version an editor loaded. */
@ApiTags('Auteurs (équipe)')
@Controller('api/staff/authors')
@Roles('staff')
export class StaffAuthorsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les auteurs (équipe)' })
  @ApiPageOf(StaffAuthorResponse, 'Une page d’auteurs.')
  list(@Query() query: StaffAuthorListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListStaffAuthorsQuery(parseListQuery({ ...query }, STAFF_AUTHOR_LIST_SPEC), info.url));
  }

  @Post()
  @ApiOperation({ summary: 'Créer un auteur (équipe)' })
  @ApiCreatedResponse({ type: StaffAuthorResponse, description: 'La fiche créée (version 1).' })
  create(@CurrentUser() staff: AuthUser, @Body() body: CreateAuthorDto) {
    return this.commands.execute(new CreateAuthorCommand(body, staff.id));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire la fiche d’un auteur (équipe)' })
  @ApiOkResponse({ type: StaffAuthorResponse, description: 'La fiche.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffAuthorQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier la fiche d’un auteur (équipe)' })
  @ApiOkResponse({ type: StaffAuthorResponse, description: 'La fiche après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateAuthorDto) {
    return this.commands.execute(new UpdateAuthorCommand(id, body, staff.id));
  }
}
