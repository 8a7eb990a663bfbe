import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '@shop/catalogue';
import { MAIL_ENTITIES } from './entities/mail-log.entity';
import { EmailDelivery } from './sending/email-delivery.service';
import { MailSender } from './sending/mail-sender';

/** Mail templates and their sending; run by the worker from the `emails` queue. */
@Module({
  imports: [CatalogueModule, TypeOrmModule.forFeature(MAIL_ENTITIES)],
  providers: [MailSender, EmailDelivery],
  exports: [EmailDelivery],
})
export class MailModule {}
