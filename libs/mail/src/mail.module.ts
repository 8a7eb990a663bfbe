import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '@shop/catalogue';
import { MAIL_ENTITIES } from './entities/mail-log.entity';
import { EmailDelivery } from './sending/email-delivery.service';
import { MailSender } from './sending/mail-sender';
import { MailContexts } from './templates/mail-contexts';

/** What rendering a mail needs (the label's look), without SMTP: the API's previews use it. */
@Module({
  imports: [CatalogueModule],
  providers: [MailContexts],
  exports: [MailContexts],
})
export class MailRenderingModule {}

/** Mail templates and their sending; run by the worker from the `emails` queue. */
@Module({
  imports: [MailRenderingModule, TypeOrmModule.forFeature(MAIL_ENTITIES)],
  providers: [MailSender, EmailDelivery],
  exports: [EmailDelivery, MailRenderingModule],
})
export class MailModule {}
