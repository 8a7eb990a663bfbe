import { frenchSpacing } from '@shop/typography';
import { escapeHtml, inkOn, safeColour } from './html';
import { labelLogoPng, shopLink } from './links';
import type { MailContext, MailSeller, RenderedEmail } from './mail-context';

/** The parts of a mail that change from one template to the next; every string is plain text. */
export interface EmailBody {
  subject: string;
  /** Preview line shown by mail clients after the subject. */
  preheader: string;
  heading: string;
  intro: string[];
  /** An extra block (e.g. a list of codes) given in both forms; its HTML must already be escaped. */
  details?: { html: string; text: string };
  /** The call to action, a button with its raw link below (a newsletter has none). */
  action?: { label: string; url: string };
  outro: string[];
  /** Why the reader gets this mail, in the footer (default: a request made with their address); HTML already escaped. */
  reason?: { html: string; text: string };
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

const paragraph = (text: string, style = 'margin:0 0 16px;') => `<p style="${style}">${escapeHtml(text)}</p>`;

/** A button made of a table cell, as Outlook needs, in the label's primary colour. */
function button(label: string, url: string, colour: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" class="button" style="margin:28px 0;">
<tr><td align="center" bgcolor="${colour}" style="border-radius:6px;background:${colour};">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:1.2;color:${inkOn(colour)};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The button, then its raw link for clients that break it. */
function actionBlock(action: { label: string; url: string }, primary: string): string {
  return `${button(action.label, action.url, primary)}
${paragraph('Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:', 'margin:0 0 4px;font-size:14px;color:#555555;')}
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${escapeHtml(action.url)}" target="_blank" style="color:${primary};">${escapeHtml(action.url)}</a></p>`;
}

/** The seller's identity in one line, then the address to write to. */
const sellerLines = (seller: MailSeller) => [`${seller.company} — ${seller.address} — ${seller.rcs} — TVA ${seller.vatNumber}`, seller.email];

/** The footer's seller block, smaller than the label's name above it. */
function sellerFooter(seller: MailSeller): string {
  const [identity, email] = sellerLines(seller);
  return `<br><span style="font-size:12px;">${escapeHtml(identity)}<br><a href="mailto:${escapeHtml(email)}" style="color:#666666;">${escapeHtml(email)}</a></span>\n`;
}

/**
 * Every text of a mail with French spacing (@shop/typography): no-break spaces before « : » and
 * inside guillemets, narrow ones before « ; ! ? », whatever the template or the data typed. The HTML
 * fragments get it too: it only changes spaces typed before a sign, never markup nor CSS.
 */
function typeset(body: EmailBody): EmailBody {
  const both = (part: { html: string; text: string } | undefined) => part && { html: frenchSpacing(part.html), text: frenchSpacing(part.text) };
  return {
    subject: frenchSpacing(body.subject),
    preheader: frenchSpacing(body.preheader),
    heading: frenchSpacing(body.heading),
    intro: body.intro.map(frenchSpacing),
    details: both(body.details),
    action: body.action && { label: frenchSpacing(body.action.label), url: body.action.url },
    outro: body.outro.map(frenchSpacing),
    reason: both(body.reason),
  };
}

/**
 * Wraps a template's content in the shop's mail layout: a table-based page (what every client
 * renders, Outlook included) at most 600 px wide, the label's PNG logo, a call-to-action button in
 * its primary colour with the raw link below it, and a footer with the label's name and the seller's
 * identity. The text part says the same for clients that show no HTML.
 */
export function renderEmailLayout(ctx: MailContext, content: EmailBody): RenderedEmail {
  const body = typeset(content);
  const { label, publicUrl } = ctx;
  const primary = safeColour(label.primaryColour, '#1f3a5f');
  const background = safeColour(label.backgroundColour, '#f5f3ee');
  const home = shopLink(publicUrl, label.slug, '');
  const name = escapeHtml(label.name);
  const html = `<!DOCTYPE html>
<html lang="fr" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(body.subject)}</title>
<style>
  @media only screen and (max-width: 620px) {
    .card { padding: 28px 20px !important; }
    .button { width: 100% !important; }
    .button a { display: block !important; text-align: center !important; }
    .logo { width: 200px !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background:${background};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(body.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td align="center" style="padding:8px 0 20px;">
<a href="${escapeHtml(home)}" target="_blank"><img class="logo" src="${escapeHtml(labelLogoPng(publicUrl, label.slug))}" width="260" height="80" alt="${name}" style="display:block;border:0;outline:none;width:260px;max-width:100%;height:auto;font-family:${SERIF};font-size:24px;color:${primary};"></a>
</td></tr>
<tr><td class="card" style="background:#ffffff;border-top:4px solid ${primary};border-radius:6px;padding:36px 40px;font-family:${FONT};font-size:16px;line-height:1.6;color:#1c1c1c;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:26px;line-height:1.3;font-weight:normal;color:#1c1c1c;">${escapeHtml(body.heading)}</h1>
${body.intro.map((p) => paragraph(p)).join('\n')}
${body.details?.html ?? ''}
${body.action ? actionBlock(body.action, primary) : ''}
${body.outro.map((p) => paragraph(p, 'margin:0 0 12px;font-size:14px;color:#555555;')).join('\n')}
</td></tr>
<tr><td align="center" style="padding:20px 12px;font-family:${FONT};font-size:13px;line-height:1.5;color:#666666;">
<strong style="color:#1c1c1c;">${name}</strong><br>
<a href="${escapeHtml(home)}" target="_blank" style="color:#666666;">${escapeHtml(home)}</a><br>
${body.reason?.html ?? 'Ce message automatique fait suite à une demande faite avec votre adresse.'}
${ctx.seller ? sellerFooter(ctx.seller) : ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    body.heading,
    ...body.intro,
    ...(body.details ? [body.details.text] : []),
    ...(body.action ? [`${body.action.label}\u00a0:\n${body.action.url}`] : []),
    ...body.outro,
    [`-- \n${label.name}\n${home}`, ...(body.reason ? [body.reason.text] : []), ...(ctx.seller ? sellerLines(ctx.seller) : [])].join('\n'),
  ].join('\n\n');
  return { subject: body.subject, html, text: `${text}\n` };
}
