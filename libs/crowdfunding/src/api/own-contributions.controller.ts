import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type AuthUser } from '@shop/auth';
import { ApiPageOf, DrfNotFound, paginate, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { OwnContributions } from '../backing/own-contributions.service';
import { OwnContributionResponse } from './crowdfunding.responses';
import { ContributionPreferencesDto, OWN_CONTRIBUTIONS_SPEC, OwnContributionListQuery, preferencesOf } from './own-contributions.dto';

/** The logged-in backer's contributions (account page 'Mes soutiens'): list, detail, display choices. */
@ApiTags('Mes contributions')
@Controller('api/contributions')
@Authenticated()
export class OwnContributionsController {
  constructor(private readonly contributions: OwnContributions) {}

  @Get()
  @ApiOperation({ summary: 'Mes contributions, les plus récentes d’abord' })
  @ApiPageOf(OwnContributionResponse, 'Une page de mes contributions')
  async list(@CurrentUser() user: AuthUser, @Query() query: OwnContributionListQuery, @Req() req: RequestInfo) {
    const { limit, offset } = parseListQuery({ ...query }, OWN_CONTRIBUTIONS_SPEC);
    const { count, results } = await this.contributions.page(user.id, limit, offset);
    return paginate(req.url, count, results, limit, offset);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Une de mes contributions' })
  @ApiOkResponse({ type: OwnContributionResponse, description: 'La contribution' })
  async one(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number) {
    return (await this.contributions.one(user.id, id)) ?? notFound();
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changer mes choix d’affichage d’une contribution' })
  @ApiOkResponse({ type: OwnContributionResponse, description: 'La contribution, choix appliqués' })
  async update(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: ContributionPreferencesDto) {
    const existing = await this.contributions.one(user.id, id);
    if (!existing) return notFound();
    return (await this.contributions.update(user.id, existing.id, preferencesOf(body))) ?? notFound();
  }
}

function notFound(): never {
  throw new DrfNotFound();
}
