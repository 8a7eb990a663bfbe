import type { EditorialEmailJob } from '@shop/common';
import { elide, guillemets } from '@shop/typography';
import { renderEmailLayout } from './email-layout';
import { escapeHtml } from './html';
import type { MailContext, RenderedEmail } from './mail-context';

type ContactMessage = Extract<EditorialEmailJob, { type: 'contact-message' }>;
type ProjectSubmission = Extract<EditorialEmailJob, { type: 'project-submission' }>;

const BLOCK = 'margin:8px 0 8px;padding:16px 18px;background:#f7f5f0;border-left:4px solid #d8d2c4;border-radius:4px;white-space:pre-wrap;font-size:15px;line-height:1.5;';

/** The visitor's own words, set apart and kept as typed (line breaks included), escaped. */
function quoted(text: string): { html: string; text: string } {
  return {
    html: `<div style="${BLOCK}">${escapeHtml(text)}</div>`,
    text: text
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n'),
  };
}

/** A `mailto:` answering the visitor: the editorial team replies from its own mail client. */
function replyLink(email: string, subject: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** « 2,4 Mo », « 830 Ko »: sizes as the team reads them. */
function frenchSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
}

/** `POST api/contact/`: tells the editorial team (CONTACT_EMAIL) what a visitor wrote, with a reply button. */
export function contactMessageEmail(job: ContactMessage, ctx: MailContext): RenderedEmail {
  const subject = job.subject || 'Sans objet';
  return renderEmailLayout(ctx, {
    subject: `Message ${elide('de', job.name)} : ${subject} – ${ctx.label.name}`,
    preheader: job.message.slice(0, 120),
    heading: 'Nouveau message reçu par le formulaire de contact',
    intro: [`${job.name} (${job.email}) a écrit depuis le site ${ctx.label.name}, au sujet de ${guillemets(subject)}.`],
    details: quoted(job.message),
    action: { label: `Répondre à ${job.name}`, url: replyLink(job.email, `Re: ${subject}`) },
    outro: [`Message n°\u00a0${job.messageId}, conservé dans la base de données de la boutique.`],
  });
}

/** `POST api/project-submissions/`: a manuscript proposal for the editorial team, with a reply button. */
export function projectSubmissionEmail(job: ProjectSubmission, ctx: MailContext): RenderedEmail {
  const file = job.file
    ? `Fichier joint : ${job.file.name} (${frenchSize(job.file.size)}), conservé avec le projet n°\u00a0${job.submissionId} dans la base de données de la boutique.`
    : 'Aucun fichier n’a été joint.';
  return renderEmailLayout(ctx, {
    subject: `Projet soumis : ${job.title} – ${ctx.label.name}`,
    preheader: `${job.name} propose ${guillemets(job.title)}.`,
    heading: 'Nouveau projet soumis',
    intro: [`${job.name} (${job.email}) propose le projet ${guillemets(job.title)} depuis le site ${ctx.label.name}.`],
    details: quoted(job.summary),
    action: { label: `Répondre à ${job.name}`, url: replyLink(job.email, `Re: ${job.title}`) },
    outro: [file],
  });
}
