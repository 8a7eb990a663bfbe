import { Module } from '@nestjs/common';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { MailRenderingModule } from '@shop/mail';
import { NewsletterUnsubscribeController } from './public/unsubscribe.controller';
import { NewsletterMails } from './sending/newsletter-mails.service';
import { NewsletterSending } from './sending/newsletter-sending.service';
import { StaffNewslettersController } from './staff/staff-newsletters.controller';
import { StaffNewsletters } from './staff/staff-newsletters.service';
import { NewsletterAuditNames } from './staff/newsletter-audit-names';

/**
 * Newsletters' rendering and their tables, for the API and the worker alike (the worker sends
 * through @shop/mail's EmailDelivery with NewsletterMails and NewsletterSending).
 * Tables: `newsletters`, `newsletter_recipients` (migration 1763888000000-newsletters).
 */
@Module({
  imports: [MailRenderingModule],
  providers: [NewsletterMails, NewsletterSending],
  exports: [NewsletterMails, NewsletterSending],
})
export class NewsletterSendingModule {}

/** The API's side: staff's routes and the one-click unsubscription. */
@Module({
  // The JwtAuthGuard behind @Roles loads the user through the accounts' readers.
  imports: [AccountReadersModule, AuditModule, NewsletterSendingModule],
  controllers: [StaffNewslettersController, NewsletterUnsubscribeController],
  providers: [StaffNewsletters, NewsletterAuditNames],
})
export class NewsletterModule {}
