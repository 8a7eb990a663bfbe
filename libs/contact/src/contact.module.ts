import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountReadersModule } from '@shop/auth';
import { CatalogueModule } from '@shop/catalogue';
import { ContactController } from './api/contact.controller';
import { StaffInboxController } from './api/staff-inbox.controller';
import { CONTACT_COMMAND_HANDLERS } from './commands/contact.handlers';
import { CONTACT_OPTIONS, ContactModuleOverrides, contactOptions } from './contact-options';
import { CONTACT_QUERY_HANDLERS } from './queries/staff-inbox.queries';
import { ContactRateLimiter } from './security/contact-rate-limiter';

/**
 * What visitors send the editorial team: contact messages and project submissions, stored with
 * the outbox row of the team's mail (CONTACT_EMAIL), rate limited per client IP; staff read them
 * (and download the manuscripts) in the back office.
 */
@Module({})
export class ContactModule {
  static forRoot(overrides: ContactModuleOverrides = {}): DynamicModule {
    return {
      module: ContactModule,
      imports: [CqrsModule, CatalogueModule, AccountReadersModule],
      controllers: [ContactController, StaffInboxController],
      providers: [{ provide: CONTACT_OPTIONS, useValue: contactOptions(overrides) }, ...CONTACT_COMMAND_HANDLERS, ...CONTACT_QUERY_HANDLERS, ContactRateLimiter],
    };
  }
}
