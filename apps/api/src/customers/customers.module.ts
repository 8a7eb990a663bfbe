import { Module } from '@nestjs/common';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { StaffCustomersController } from './staff-customers.controller';

/** Staff's 'Clients' (api/staff/customers/). */
@Module({
  // The JwtAuthGuard behind @Roles loads the user through the accounts' readers.
  imports: [AccountReadersModule, AuditModule],
  controllers: [StaffCustomersController],
})
export class CustomersModule {}
