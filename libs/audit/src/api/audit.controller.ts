import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@shop/auth';
import { ApiPageOf, Req, RequestInfo } from '@shop/common';
import { ListActivityQuery, ListAuditEntriesQuery } from '../queries/audit-entries.query';
import { ActivityListQuery, AuditListQuery } from './audit.dto';
import { ActivityEntryResponse, AuditEntryResponse } from './audit.responses';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

/** Staff only: who changed a record, when, and each field from → to. */
@ApiTags('Historique des fiches (équipe)')
@Controller('api/staff/audit')
@Roles('staff')
export class AuditController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Lister l’historique d’une fiche, du plus récent au plus ancien (équipe)' })
  @ApiPageOf(AuditEntryResponse, 'Une page des modifications de la fiche, la plus récente d’abord.')
  list(@Query() query: AuditListQuery, @Req() info: RequestInfo) {
    const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
    return this.queries.execute(new ListAuditEntriesQuery(query.entity, query.entity_id, limit, query.offset ?? 0, info.url));
  }
}

/** Staff only: the activity log, every record's changes in one list (who, what, when). */
@ApiTags('Historique des fiches (équipe)')
@Controller('api/staff/activity')
@Roles('staff')
export class ActivityController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Lister toutes les modifications de l’équipe, de la plus récente à la plus ancienne, par type de fiche, personne ou jours (équipe)' })
  @ApiPageOf(ActivityEntryResponse, 'Une page du journal d’activité, la modification la plus récente d’abord.')
  list(@Query() query: ActivityListQuery, @Req() info: RequestInfo) {
    const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
    const filters = { entity: query.entity, actor: query.actor || undefined, from: query.from ?? undefined, to: query.to ?? undefined };
    return this.queries.execute(new ListActivityQuery(filters, limit, query.offset ?? 0, info.url));
  }
}
