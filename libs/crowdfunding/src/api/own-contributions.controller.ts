import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { Authenticated, CurrentUser, type AuthUser } from '@shop/auth';
import { DrfNotFound, paginate, parseListQuery, Req, RequestInfo, type ListQuerySpec } from '@shop/common';
import { parseContributionPreferences } from '../backing/contribution-preferences';
import { OwnContributions } from '../backing/own-contributions.service';

/** Newest first, always: the page only takes limit and offset. */
const OWN_CONTRIBUTIONS_SPEC: ListQuerySpec = { ordering: { created_at: 'created_at' }, defaultOrdering: ['-created_at'] };

/** Ids in the path: anything but digits is no contribution (404, never a 500). */
const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : NaN);

/** The logged-in backer's contributions (account page 'Mes soutiens'): list, detail, display choices. */
@Controller('api/contributions')
@Authenticated()
export class OwnContributionsController {
  constructor(private readonly contributions: OwnContributions) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Req() req: RequestInfo) {
    const { limit, offset } = parseListQuery(req.query, OWN_CONTRIBUTIONS_SPEC);
    const { count, results } = await this.contributions.page(user.id, limit, offset);
    return paginate(req.url, count, results, limit, offset);
  }

  @Get(':id')
  async one(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return (await this.contributions.one(user.id, idOf(id))) ?? notFound();
  }

  @Patch(':id')
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    const existing = await this.contributions.one(user.id, idOf(id));
    if (!existing) return notFound();
    return (await this.contributions.update(user.id, existing.id, parseContributionPreferences(body))) ?? notFound();
  }
}

function notFound(): never {
  throw new DrfNotFound();
}
