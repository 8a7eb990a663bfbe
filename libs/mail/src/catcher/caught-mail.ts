/** A mail received by the local catcher, parsed. */
export interface CaughtMail {
  /** Rank of arrival, from 1: the page links to `/messages/{id}`. */
  id: number;
  from: string;
  /** The sender's display name, decoded ('' without one). */
  fromName: string;
  /** Envelope recipients (what the SMTP client asked to deliver to). */
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** When the catcher received it. */
  date: Date;
  /** Header names in lower case. */
  headers: Record<string, string>;
}
