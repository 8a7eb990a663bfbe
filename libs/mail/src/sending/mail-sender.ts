import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { createTransport, type Transporter } from 'nodemailer';

/** A mail as handed to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Our job id, sent as a header so a delivered mail can be traced back to its job. */
  jobId?: string;
}

/** The SMTP server to use: SMTP_URL, or the local catcher when it is empty (development). */
export function smtpUrlOf(config: Pick<AppConfig, 'smtpUrl' | 'mailCatcherSmtpPort'>): string {
  return config.smtpUrl || `smtp://127.0.0.1:${config.mailCatcherSmtpPort}`;
}

/**
 * Sends mails over SMTP (nodemailer) from MAIL_FROM. Pooled connections, with timeouts short
 * enough that a dead server fails the job (and BullMQ retries it) instead of holding it.
 */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.smtpUrl && config.nodeEnv === 'production') {
      new Logger('Mail').warn('SMTP_URL est vide : les courriels partent vers le collecteur local de développement.');
    }
    this.from = config.mailFrom;
    this.transport = createTransport({
      url: smtpUrlOf(config),
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof createTransport>[0]);
  }

  /** Resolves once the SMTP server accepted the mail; rejects with its answer otherwise. */
  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.jobId ? { 'X-Shop-Job-Id': mail.jobId } : undefined,
    });
    return { messageId: String(info.messageId ?? '') };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
