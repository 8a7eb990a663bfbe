import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { DeleteCampaignContentQuery } from './staff-content.dto';
import { CreateFaqDto, STAFF_FAQ_LIST_SPEC, StaffFaqListQuery, UpdateFaqDto } from './staff-faq.dto';
import { CreateFaqCommand, DeleteFaqCommand, GetStaffFaqQuery, ListStaffFaqQuery, UpdateFaqCommand } from './staff-faq.handlers';
import { StaffFaqResponse } from './staff-news.responses';

/** Staff only: a campaign's FAQ entries, listed, added, changed from the version an editor loaded, deleted. */
@ApiTags('FAQ des campagnes (équipe)')
@Controller('api/staff')
@Roles('staff')
export class StaffFaqController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('campaigns/:id/faqs')
  @ApiOperation({ summary: 'Lister la FAQ d’une campagne (équipe)' })
  @ApiPageOf(StaffFaqResponse, 'Une page de questions, dans l’ordre de la FAQ.')
  list(@Param('id', ParseIdPipe) campaignId: number, @Query() query: StaffFaqListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListStaffFaqQuery(campaignId, parseListQuery({ ...query }, STAFF_FAQ_LIST_SPEC), info.url));
  }

  @Post('campaigns/:id/faqs')
  @ApiOperation({ summary: 'Ajouter une question à la FAQ d’une campagne (équipe)' })
  @ApiCreatedResponse({ type: StaffFaqResponse, description: 'La question créée (version 1).' })
  create(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) campaignId: number, @Body() body: CreateFaqDto) {
    return this.commands.execute(new CreateFaqCommand(campaignId, body, staff.id));
  }

  @Get('faqs/:id')
  @ApiOperation({ summary: 'Lire une question de FAQ (équipe)' })
  @ApiOkResponse({ type: StaffFaqResponse, description: 'La question.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffFaqQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch('faqs/:id')
  @ApiOperation({ summary: 'Modifier une question de FAQ (équipe)' })
  @ApiOkResponse({ type: StaffFaqResponse, description: 'La question après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateFaqDto) {
    return this.commands.execute(new UpdateFaqCommand(id, body, staff.id));
  }

  @Delete('faqs/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprimer une question de FAQ (équipe)' })
  @ApiNoContentResponse({ description: 'Question supprimée.' })
  async remove(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Query() query: DeleteCampaignContentQuery): Promise<void> {
    await this.commands.execute(new DeleteFaqCommand(id, query.version, staff.id));
  }
}
