export { MailModule, MailRenderingModule } from './mail.module';
export { EmailDelivery, type DeliveryOutcome, type MailEnvelope, type PreparedMail, type SettleHook } from './sending/email-delivery.service';
export { smtpUrlOf } from './sending/mail-sender';
export { MailLog, MAIL_ENTITIES, type MailLogStatus } from './entities/mail-log.entity';
export { MAIL_COUNTS_SQL } from './entities/mail-counts';
export {
  findMailSuppression,
  liftMailSuppression,
  listMailSuppressions,
  suppressionKeyOf,
  type MailSuppression,
  type SuppressionListQuery,
} from './suppressions/mail-suppressions';
export { renderEmail } from './templates/render-email';
export { MailContexts } from './templates/mail-contexts';
export { newsletterEmail, type NewsletterContent } from './templates/newsletter.template';
export { shopLink } from './templates/links';
export type { MailContext, MailLabel, RenderedEmail } from './templates/mail-context';
export { startMailCatcher, type CaughtMail, type MailCatcher, type MailCatcherOptions } from './catcher/mail-catcher';
export { escapeHtml } from './templates/html';
