export { NewsletterModule, NewsletterSendingModule } from './newsletter.module';
export { NewsletterMails } from './sending/newsletter-mails.service';
export { NewsletterSending, type NewsletterRecipient } from './sending/newsletter-sending.service';
export { newsletterJobId } from './sending/newsletter-recipients';
