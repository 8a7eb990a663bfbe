import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@shop/audit';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, paginate, parseListQuery, Req, RequestInfo } from '@shop/common';
import { findMailSuppression, liftMailSuppression, listMailSuppressions, type MailSuppression } from '@shop/mail';
import { DataSource } from 'typeorm';
import { MAIL_SUPPRESSION_LIST_SPEC, MailSuppressionListQuery } from './mail-suppressions.dto';
import { MailSuppressionResponse } from './mail-suppressions.responses';

const representation = (s: MailSuppression) => ({ email: s.email, reason: s.reason, smtp_code: s.smtpCode, created_at: s.createdAt.toISOString() });

/**
 * Staff only: the addresses the mail server refused for good ('Adresses bloquées'), and lifting one
 * once the reader says the mailbox works. Mail may not import accounts (their guards) nor the audit
 * trail: the API serves its table here, through @shop/mail's functions.
 */
@ApiTags('Adresses bloquées (équipe)')
@Controller('api/staff/mail-suppressions')
@Roles('staff')
export class StaffMailSuppressionsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les adresses bloquées après un refus du serveur de courrier (équipe)' })
  @ApiPageOf(MailSuppressionResponse, 'Une page d’adresses bloquées, les plus récentes d’abord.')
  async list(@Query() query: MailSuppressionListQuery, @Req() info: RequestInfo) {
    const list = parseListQuery({ ...query }, MAIL_SUPPRESSION_LIST_SPEC);
    const search = typeof list.filters.search === 'string' ? list.filters.search : undefined;
    const orderBy = list.ordering.map((t) => `${t.column} ${t.direction}`).join(', ');
    const { count, rows } = await listMailSuppressions(this.db, { search, orderBy, limit: list.limit, offset: list.offset });
    return paginate(info.url, count, rows.map(representation), list.limit, list.offset);
  }

  @Delete(':email')
  @HttpCode(204)
  @ApiOperation({ summary: 'Débloquer une adresse : les prochains courriels partent de nouveau vers elle (équipe)' })
  @ApiNoContentResponse({ description: 'Adresse débloquée ; les courriels sautés entre-temps ne partent pas.' })
  async lift(@CurrentUser() staff: AuthUser, @Param('email') email: string): Promise<void> {
    const lifted = await this.db.transaction(async (tx) => {
      const suppression = await findMailSuppression(tx, email);
      if (!suppression || !(await liftMailSuppression(tx, email))) return false;
      await this.audit.record(tx, {
        entity: 'mail-suppression',
        entityId: suppression.email,
        action: 'lifted',
        actorId: staff.id,
        changes: { reason: { from: suppression.reason, to: null } },
      });
      return true;
    });
    if (!lifted) throw new DrfNotFound();
  }
}
