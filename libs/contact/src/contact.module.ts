import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueModule } from '@shop/catalogue';
import { ContactController } from './api/contact.controller';
import { CONTACT_COMMAND_HANDLERS } from './commands/contact.handlers';
import { CONTACT_OPTIONS, ContactModuleOverrides, contactOptions } from './contact-options';
import { ContactRateLimiter } from './security/contact-rate-limiter';

/**
 * What visitors send the editorial team: contact messages and project submissions, stored with
 * the outbox row of the team's mail (CONTACT_EMAIL), rate limited per client IP.
 */
@Module({})
export class ContactModule {
  static forRoot(overrides: ContactModuleOverrides = {}): DynamicModule {
    return {
      module: ContactModule,
      imports: [CqrsModule, CatalogueModule],
      controllers: [ContactController],
      providers: [{ provide: CONTACT_OPTIONS, useValue: contactOptions(overrides) }, ...CONTACT_COMMAND_HANDLERS, ContactRateLimiter],
    };
  }
}
