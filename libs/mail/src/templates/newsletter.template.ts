import { renderEmailLayout } from './email-layout';
import { escapeHtml } from './html';
import type { MailContext, RenderedEmail } from './mail-context';

/** A newsletter as its module hands it over: the content already sanitised, and its plain-text twin. */
export interface NewsletterContent {
  subject: string;
  /** Rich text sanitised with the back office's allowlist when it was saved. */
  html: string;
  text: string;
  /** The SPA's unsubscribe page for this reader (`/{label}/unsubscribe?email=…&token=…`). */
  unsubscribeUrl: string;
}

/**
 * A newsletter in the shop's layout: the subject as heading, staff's rich text, no button, and a
 * footer saying why the reader gets it with a visible link to leave the list.
 */
export function newsletterEmail(content: NewsletterContent, ctx: MailContext): RenderedEmail {
  const link = escapeHtml(content.unsubscribeUrl);
  return renderEmailLayout(ctx, {
    subject: content.subject,
    preheader: content.text.split('\n')[0]?.slice(0, 120) ?? '',
    heading: content.subject,
    intro: [],
    details: { html: `<div class="newsletter">${content.html}</div>`, text: content.text },
    outro: [],
    reason: {
      html: `Vous recevez cette lettre d’information parce que vous y êtes inscrit·e. <a href="${link}" target="_blank" style="color:#444444;">Se désinscrire</a>`,
      text: `Vous recevez cette lettre d’information parce que vous y êtes inscrit·e. Se désinscrire : ${content.unsubscribeUrl}`,
    },
  });
}
