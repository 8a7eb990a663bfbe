import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@shop/auth';
import { ApiPageOf, Req, RequestInfo } from '@shop/common';
import { ListAuditEntriesQuery } from '../queries/audit-entries.query';
import { AuditListQuery } from './audit.dto';
import { AuditEntryResponse } from './audit.responses';

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
