import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { RefundContributionsDto, STAFF_CONTRIBUTION_LIST_SPEC, StaffContributionListQuery } from './staff-lifecycle.dto';
import { GetCampaignOutcomeQuery, ListStaffContributionsQuery, NotifyNewsBackersCommand, RefundContributionsCommand } from './staff-lifecycle.handlers';
import { StaffCampaignOutcomeResponse, StaffContributionResponse, StaffNewsNotificationResponse, StaffRefundsResponse } from './staff-lifecycle.responses';

/** Staff only: how a campaign ended, its contributions, the refunds of a failed one, its news mailed to its backers. */
@ApiTags('Issue des campagnes (équipe)')
@Controller('api/staff')
@Roles('staff')
export class StaffCampaignLifecycleController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('campaigns/:id/outcome')
  @ApiOperation({ summary: 'Lire l’issue d’une campagne (équipe)' })
  @ApiOkResponse({ type: StaffCampaignOutcomeResponse, description: 'L’issue (null avant la fin), les chiffres, les contributions et les destinataires des actualités.' })
  outcome(@Param('id', ParseIdPipe) campaignId: number) {
    return this.queries.execute(new GetCampaignOutcomeQuery(campaignId));
  }

  @Get('campaigns/:id/contributions')
  @ApiOperation({ summary: 'Lister les contributions payées d’une campagne (équipe)' })
  @ApiPageOf(StaffContributionResponse, 'Une page de contributions, les plus anciennes d’abord.')
  contributions(@Param('id', ParseIdPipe) campaignId: number, @Query() query: StaffContributionListQuery, @Req() info: RequestInfo) {
    const { status, ...rest } = query;
    return this.queries.execute(new ListStaffContributionsQuery(campaignId, parseListQuery({ ...rest }, STAFF_CONTRIBUTION_LIST_SPEC), status, info.url));
  }

  @Post('campaigns/:id/refunds')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rembourser des contributions d’une campagne non financée (équipe)' })
  @ApiOkResponse({ type: StaffRefundsResponse, description: 'Les contributions remboursées, avec leur avoir.' })
  refund(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) campaignId: number, @Body() body: RefundContributionsDto) {
    return this.commands.execute(new RefundContributionsCommand(campaignId, body.contributions, body.method, staff.id));
  }

  @Post('news/:id/notify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Envoyer une actualité par courriel aux contributeur·ices (équipe)' })
  @ApiOkResponse({ type: StaffNewsNotificationResponse, description: 'Envoi écrit : un courriel par adresse, une seule fois par actualité.' })
  notify(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) newsId: number) {
    return this.commands.execute(new NotifyNewsBackersCommand(newsId, staff.id));
  }
}
