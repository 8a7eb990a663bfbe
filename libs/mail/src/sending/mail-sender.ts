import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { createTransport, type Transporter } from 'nodemailer';
import { displayNameOf, domainOf, parseMailFrom, type SenderIdentity } from './sender-identity';

/** A mail as handed to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Our job id, sent as a header so a delivered mail can be traced back to its job. */
  jobId?: string;
  /** The sender's display name (the label the mail is about); MAIL_FROM's name when absent. */
  fromName?: string;
  /** `<…@shop domain>`, the same for every attempt of one mail; nodemailer makes one up when absent. */
  messageId?: string;
  /** Headers of the mail's kind (a newsletter's List-Unsubscribe); names and values are the shop's, never a visitor's raw input. */
  headers?: Record<string, string>;
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
  private readonly from: SenderIdentity;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.smtpUrl && config.nodeEnv === 'production') {
      new Logger('Mail').warn('SMTP_URL est vide : les courriels partent vers le collecteur local de développement.');
    }
    this.from = parseMailFrom(config.mailFrom);
    this.transport = createTransport({
      url: smtpUrlOf(config),
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof createTransport>[0]);
  }

  /** The domain of the configured sender address, the shop's own: its Message-IDs end with it. */
  get domain(): string {
    return domainOf(this.from.address);
  }

  /**
   * Resolves once the SMTP server accepted the mail; rejects with its answer otherwise (a refused
   * recipient included). The sender is an address object: nodemailer quotes or encodes the name,
   * so nothing in it can become a header of its own.
   */
  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      from: { name: displayNameOf(mail.fromName, this.from.name), address: this.from.address },
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      date: new Date(),
      headers: { ...mail.headers, ...(mail.jobId ? { 'X-Shop-Job-Id': mail.jobId } : {}) },
    });
    // With one recipient a refusal rejects the promise; kept for a server that accepts the message anyway.
    const rejected = (info as { rejectedErrors?: Error[] }).rejectedErrors;
    if (info.rejected?.length && rejected?.length) throw rejected[0];
    return { messageId: String(info.messageId ?? '') };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
