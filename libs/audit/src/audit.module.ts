import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountReadersModule } from '@shop/auth';
import { ActivityController, AuditController } from './api/audit.controller';
import { ListActivityHandler, ListAuditEntriesHandler } from './queries/audit-entries.query';
import { AuditTrail } from './audit-trail';
import { AuditSubjects } from './audit-subjects';

/** The audit trail of staff changes: the writer commands use in their transaction, and its read route. */
@Module({
  imports: [CqrsModule, AccountReadersModule],
  controllers: [AuditController, ActivityController],
  providers: [AuditTrail, AuditSubjects, ListAuditEntriesHandler, ListActivityHandler],
  exports: [AuditTrail, AuditSubjects],
})
export class AuditModule {}
