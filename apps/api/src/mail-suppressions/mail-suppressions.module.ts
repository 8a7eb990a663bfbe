import { Module } from '@nestjs/common';
import { AuditModule, AuditSubjects } from '@shop/audit';
import { Injectable } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { StaffMailSuppressionsController } from './staff-mail-suppressions.controller';

/** The activity log names a refused address by itself (its id is the address). */
@Injectable()
class SuppressionAuditNames {
  constructor(subjects: AuditSubjects) {
    subjects.register('mail-suppression', async (ids) => new Map(ids.map((id) => [id, id] as [string, string])));
  }
}

/** Staff's 'Adresses bloquées' (api/staff/mail-suppressions/). */
@Module({
  // The JwtAuthGuard behind @Roles loads the user through the accounts' readers.
  imports: [AccountReadersModule, AuditModule],
  controllers: [StaffMailSuppressionsController],
  providers: [SuppressionAuditNames],
})
export class MailSuppressionsModule {}
