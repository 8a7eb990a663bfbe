import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { unsubscribeToken } from '@shop/auth';
import { APP_CONFIG, AppConfig, richTextToPlain } from '@shop/common';
import { MailContexts, newsletterEmail, shopLink, type PreparedMail } from '@shop/mail';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';

/** The address of MAIL_FROM (`Name <address>` or a bare address). */
const addressOf = (mailFrom: string) => (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();

/**
 * A newsletter's mail for one reader, as it leaves: the label's layout, the reader's own unsubscribe
 * links (the SPA's page in the footer; in the headers the one-click URL of RFC 8058 and a mailto),
 * the label's name as sender.
 */
@Injectable()
export class NewsletterMails {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contexts: MailContexts,
  ) {}

  async prepare(newsletterId: number, email: string): Promise<PreparedMail> {
    const [row] = await this.db.query<{ subject: string; content: string; label_id: number }[]>('SELECT subject, content, label_id FROM newsletters WHERE id = $1', [newsletterId]);
    if (!row) throw new UnrecoverableError(`lettre d’information inconnue : ${newsletterId}`);
    const ctx = await this.contexts.of(row.label_id);
    const token = unsubscribeToken(this.config.jwtSecret, email);
    const oneClick = `${this.config.publicUrl}/api/newsletter/unsubscribe?${new URLSearchParams({ email, token, label: ctx.label.slug })}`;
    const mail = newsletterEmail(
      {
        subject: row.subject,
        html: row.content,
        text: richTextToPlain(row.content),
        unsubscribeUrl: shopLink(this.config.publicUrl, ctx.label.slug, 'unsubscribe', { email, token }),
      },
      ctx,
    );
    return {
      mail,
      fromName: ctx.label.name,
      headers: {
        'List-Unsubscribe': `<${oneClick}>, <mailto:${addressOf(this.config.mailFrom)}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
