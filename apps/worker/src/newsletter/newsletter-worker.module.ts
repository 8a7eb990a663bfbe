import { Module } from '@nestjs/common';
import { MailModule } from '@shop/mail';
import { NewsletterSendingModule } from '@shop/newsletter';
import { NewsletterReconciler } from './newsletter-reconciler.service';
import { NewsletterWorker } from './newsletter.worker';

/** The worker's side of newsletters: the rate-limited consumer and the reconciler of their recipients. */
@Module({
  imports: [MailModule, NewsletterSendingModule],
  providers: [NewsletterWorker, NewsletterReconciler],
  exports: [NewsletterWorker],
})
export class NewsletterWorkerModule {}
