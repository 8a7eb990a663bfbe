import { escapeHtml } from '../templates/html';
import type { CaughtMail } from './caught-mail';

const WHEN = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

const row = (m: CaughtMail) => `<tr>
<td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(sans objet)')}</a></td>
<td>${escapeHtml(m.to.join(', '))}</td>
<td>${escapeHtml(WHEN.format(m.date))}</td>
<td><a href="/messages/${m.id}/texte">texte</a></td>
</tr>`;

/** The list page: newest first, refreshed every few seconds. */
export function mailListPage(mails: CaughtMail[]): string {
  const body = mails.length
    ? `<table><thead><tr><th>Objet</th><th>Destinataires</th><th>Reçu le</th><th></th></tr></thead><tbody>
${[...mails].reverse().map(row).join('\n')}
</tbody></table>`
    : '<p>Aucun courriel reçu pour l’instant. Ils apparaîtront ici dès que la boutique en enverra.</p>';
  return `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Courriels de développement</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1c1c1c; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; }
th { background: #f5f3ee; }
</style></head>
<body><h1>Courriels de développement</h1>
<p>Tout ce que la boutique envoie arrive ici au lieu de partir : ${mails.length} courriel${mails.length > 1 ? 's' : ''}.
<a href="/messages.json">JSON</a></p>
${body}
</body></html>
`;
}

/** The text part of one mail, for checking what text-only clients show. */
export function mailTextPage(mail: CaughtMail): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body><p><a href="/">← Tous les courriels</a></p><pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre></body></html>
`;
}

export const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html lang="fr"><meta charset="utf-8"><title>Introuvable</title><p>Ce courriel n’existe pas (ou plus). <a href="/">Retour à la liste</a></p></html>\n';
