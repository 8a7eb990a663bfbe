import { Module } from '@nestjs/common';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { StaffCustomersController } from './staff-customers.controller';
import { CustomerAuditNames } from './customer-audit-names';

/** Staff's 'Clients' (api/staff/customers/). */
@Module({
  // The JwtAuthGuard behind @Roles loads the user through the accounts' readers.
  imports: [AccountReadersModule, AuditModule],
  controllers: [StaffCustomersController],
  providers: [CustomerAuditNames],
})
export class CustomersModule {}
