/** The sender as a mail's headers give it: a display name beside the configured address. */
export interface SenderIdentity {
  name: string;
  address: string;
}

/** Longest display name kept: enough for any label, short enough that no client truncates the address away. */
const MAX_NAME = 78;

/**
 * MAIL_FROM split into its display name and address ('Exemplaire <bonjour@exemplaire.test>' or a
 * bare address). The address is what every mail keeps; the name is only the fallback.
 */
export function parseMailFrom(mailFrom: string): SenderIdentity {
  const value = mailFrom.trim();
  const angled = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(value);
  if (angled) return { name: angled[1].trim().replace(/^"(.*)"$/, '$1'), address: angled[2] };
  return { name: '', address: value };
}

/** The domain of an address: the shop's own, for its Message-IDs. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * A label's name fit for a display name: control characters (CR/LF above all) become spaces and
 * spaces are collapsed, so a name can never add a header; nodemailer then quotes or encodes it.
 */
export function displayNameOf(labelName: string | undefined, fallback: string): string {
  const clean = (labelName ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (clean || fallback).slice(0, MAX_NAME).trim();
}

/**
 * The Message-ID of a mail job, in the shop's domain. Built from the job id and the moment its
 * mail_log row was created, both fixed at the first attempt: a retried send keeps its Message-ID
 * (so a receiver can drop a duplicate), and a database restarted from scratch, whose ids start
 * again, never reuses one.
 */
export function messageIdFor(jobId: string, firstAttemptAt: Date, domain: string): string {
  const local = jobId.replace(/[^A-Za-z0-9_-]/g, '-') || 'courriel';
  return `<${local}.${firstAttemptAt.getTime().toString(36)}@${domain}>`;
}
