export { MailModule } from './mail.module';
export { EmailDelivery, type DeliveryOutcome } from './sending/email-delivery.service';
export { smtpUrlOf } from './sending/mail-sender';
export { MailLog, MAIL_ENTITIES, type MailLogStatus } from './entities/mail-log.entity';
export { MAIL_COUNTS_SQL } from './entities/mail-counts';
export { findMailSuppression, liftMailSuppression, type MailSuppression } from './suppressions/mail-suppressions';
export { renderEmail } from './templates/render-email';
export type { MailContext, MailLabel, RenderedEmail } from './templates/mail-context';
export { startMailCatcher, type CaughtMail, type MailCatcher, type MailCatcherOptions } from './catcher/mail-catcher';
