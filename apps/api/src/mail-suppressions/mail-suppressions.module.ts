import { Module } from '@nestjs/common';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { StaffMailSuppressionsController } from './staff-mail-suppressions.controller';

/** Staff's 'Adresses bloquées' (api/staff/mail-suppressions/). */
@Module({
  // The JwtAuthGuard behind @Roles loads the user through the accounts' readers.
  imports: [AccountReadersModule, AuditModule],
  controllers: [StaffMailSuppressionsController],
})
export class MailSuppressionsModule {}
