const stamp = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Paris' });

/** « 22 nov. 2026, 14:03:27 », Paris time: staff compare events to the second. */
export const formatStamp = (iso: string | undefined | null) => (iso ? stamp.format(new Date(iso)) : '—');
