import { Module } from '@nestjs/common';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { StaffCustomersController } from './staff-customers.controller';
import { StaffBooksellersController } from './staff-booksellers.controller';
import { CustomerAuditNames } from './customer-audit-names';

/** Staff's 'Clients' (api/staff/customers/). */
@Module({
  // The JwtAuthGuard behind @Roles loads the user through the accounts' readers.
  imports: [AccountReadersModule, AuditModule],
  controllers: [StaffCustomersController, StaffBooksellersController],
  providers: [CustomerAuditNames],
})
export class CustomersModule {}
