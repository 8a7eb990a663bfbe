import { DynamicModule, Module } from '@nestjs/common';
import { MailModule } from '@shop/mail';
import { NewsletterSendingModule } from '@shop/newsletter';
import { WORKER_OPTIONS, WorkerOptions } from '../worker-options';
import { NewsletterReconciler } from './newsletter-reconciler.service';
import { NewsletterWorker } from './newsletter.worker';

/** The worker's side of newsletters: the rate-limited consumer and the reconciler of their recipients. */
@Module({})
export class NewsletterWorkerModule {
  static forRoot(options: WorkerOptions): DynamicModule {
    return {
      module: NewsletterWorkerModule,
      imports: [MailModule, NewsletterSendingModule],
      providers: [{ provide: WORKER_OPTIONS, useValue: options }, NewsletterWorker, NewsletterReconciler],
      exports: [NewsletterWorker],
    };
  }
}
