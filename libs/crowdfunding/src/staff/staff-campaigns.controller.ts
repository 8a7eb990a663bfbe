import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { CreateCampaignCommand, UpdateCampaignCommand } from './staff-campaigns.commands';
import { BulkCampaignsCommand } from './staff-campaigns-bulk.commands';
import {
  BulkCampaignsDto,
  CreateCampaignDto,
  CreateRewardDto,
  DeleteRewardQuery,
  STAFF_CAMPAIGN_LIST_SPEC,
  StaffCampaignListQuery,
  UpdateCampaignDto,
  UpdateRewardDto,
} from './staff-campaigns.dto';
import { GetStaffCampaignQuery, GetStaffRewardQuery, ListStaffCampaignsQuery, ListStaffRewardsQuery } from './staff-campaigns.queries';
import { BulkCampaignsResponse, StaffCampaignResponse, StaffRewardResponse } from './staff-campaigns.responses';
import { CreateRewardCommand, DeleteRewardCommand, UpdateRewardCommand } from './staff-rewards.commands';

/** Staff only: the campaigns' records, listed, created and changed from the version an editor loaded. */
@ApiTags('Campagnes (équipe)')
@Controller('api/staff/campaigns')
@Roles('staff')
export class StaffCampaignsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les campagnes (équipe)' })
  @ApiPageOf(StaffCampaignResponse, 'Une page de campagnes.')
  list(@Query() query: StaffCampaignListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListStaffCampaignsQuery(parseListQuery({ ...query }, STAFF_CAMPAIGN_LIST_SPEC), info.url));
  }

  @Post()
  @ApiOperation({ summary: 'Créer une campagne (équipe)' })
  @ApiCreatedResponse({ type: StaffCampaignResponse, description: 'La fiche créée (version 1).' })
  create(@CurrentUser() staff: AuthUser, @Body() body: CreateCampaignDto) {
    return this.commands.execute(new CreateCampaignCommand(body, staff.id));
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publier plusieurs campagnes, ou les remettre en brouillon (équipe)' })
  @ApiOkResponse({ type: BulkCampaignsResponse, description: 'Le nombre de campagnes modifiées.' })
  bulk(@CurrentUser() staff: AuthUser, @Body() body: BulkCampaignsDto) {
    return this.commands.execute(new BulkCampaignsCommand(body.ids, body.action, staff.id));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire la fiche d’une campagne (équipe)' })
  @ApiOkResponse({ type: StaffCampaignResponse, description: 'La fiche.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffCampaignQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier la fiche d’une campagne (équipe)' })
  @ApiOkResponse({ type: StaffCampaignResponse, description: 'La fiche après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateCampaignDto) {
    return this.commands.execute(new UpdateCampaignCommand(id, body, staff.id));
  }

  @Get(':id/rewards')
  @ApiOperation({ summary: 'Lister les contreparties d’une campagne, dans leur ordre (équipe)' })
  @ApiOkResponse({ type: StaffRewardResponse, isArray: true, description: 'Les contreparties.' })
  async rewards(@Param('id', ParseIdPipe) id: number) {
    const rewards = await this.queries.execute(new ListStaffRewardsQuery(id));
    if (!rewards) throw new DrfNotFound();
    return rewards;
  }

  @Post(':id/rewards')
  @ApiOperation({ summary: 'Ajouter une contrepartie à une campagne (équipe)' })
  @ApiCreatedResponse({ type: StaffRewardResponse, description: 'La contrepartie créée (version 1).' })
  createReward(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: CreateRewardDto) {
    return this.commands.execute(new CreateRewardCommand(id, body, staff.id));
  }
}

/** Staff only: one reward, read, changed from a version, closed or deleted (never once backed). */
@ApiTags('Campagnes (équipe)')
@Controller('api/staff/rewards')
@Roles('staff')
export class StaffRewardsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: 'Lire la fiche d’une contrepartie (équipe)' })
  @ApiOkResponse({ type: StaffRewardResponse, description: 'La fiche.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffRewardQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier, ou fermer, une contrepartie (équipe)' })
  @ApiOkResponse({ type: StaffRewardResponse, description: 'La fiche après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateRewardDto) {
    return this.commands.execute(new UpdateRewardCommand(id, body, staff.id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprimer une contrepartie sans contribution payée (équipe)' })
  @ApiNoContentResponse({ description: 'Supprimée.' })
  async remove(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Query() query: DeleteRewardQuery) {
    await this.commands.execute(new DeleteRewardCommand(id, query.version, staff.id));
  }
}
