/** What a template knows of the label the mail is sent for (loaded by the worker from the catalogue). */
export interface MailLabel {
  slug: string;
  name: string;
  /** Theme colours, as stored: validated again before going into a style attribute. */
  primaryColour: string;
  backgroundColour: string;
}

/** Everything a template needs besides the job itself. */
export interface MailContext {
  /** Public base URL of the shop, without a trailing slash (config.publicUrl). */
  publicUrl: string;
  label: MailLabel;
}

/** A mail ready to send: both parts, so text-only clients read the same thing. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
