import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { DeleteCampaignContentQuery } from './staff-content.dto';
import { CreateNewsDto, STAFF_NEWS_LIST_SPEC, StaffNewsListQuery, UpdateNewsDto } from './staff-news.dto';
import { CreateNewsCommand, DeleteNewsCommand, GetStaffNewsQuery, ListStaffNewsQuery, UpdateNewsCommand } from './staff-news.handlers';
import { StaffNewsResponse } from './staff-news.responses';

/** Staff only: a campaign's news, listed, posted, changed from the version an editor loaded, deleted. */
@ApiTags('Actualités des campagnes (équipe)')
@Controller('api/staff')
@Roles('staff')
export class StaffNewsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('campaigns/:id/news')
  @ApiOperation({ summary: 'Lister les actualités d’une campagne (équipe)' })
  @ApiPageOf(StaffNewsResponse, 'Une page d’actualités, les plus récentes d’abord.')
  list(@Param('id', ParseIdPipe) campaignId: number, @Query() query: StaffNewsListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListStaffNewsQuery(campaignId, parseListQuery({ ...query }, STAFF_NEWS_LIST_SPEC), info.url));
  }

  @Post('campaigns/:id/news')
  @ApiOperation({ summary: 'Publier une actualité sur une campagne (équipe)' })
  @ApiCreatedResponse({ type: StaffNewsResponse, description: 'L’actualité créée (version 1).' })
  create(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) campaignId: number, @Body() body: CreateNewsDto) {
    return this.commands.execute(new CreateNewsCommand(campaignId, body, staff.id));
  }

  @Get('news/:id')
  @ApiOperation({ summary: 'Lire une actualité (équipe)' })
  @ApiOkResponse({ type: StaffNewsResponse, description: 'L’actualité.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffNewsQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch('news/:id')
  @ApiOperation({ summary: 'Modifier une actualité (équipe)' })
  @ApiOkResponse({ type: StaffNewsResponse, description: 'L’actualité après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateNewsDto) {
    return this.commands.execute(new UpdateNewsCommand(id, body, staff.id));
  }

  @Delete('news/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprimer une actualité (équipe)' })
  @ApiNoContentResponse({ description: 'Actualité supprimée.' })
  async remove(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Query() query: DeleteCampaignContentQuery): Promise<void> {
    await this.commands.execute(new DeleteNewsCommand(id, query.version, staff.id));
  }
}
