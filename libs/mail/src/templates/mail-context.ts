/** What a template knows of the label the mail is sent for (loaded by the worker from the catalogue). */
export interface MailLabel {
  slug: string;
  name: string;
  /** Theme colours, as stored: validated again before going into a style attribute. */
  primaryColour: string;
  backgroundColour: string;
}

/** The seller as the mails' footer names it, the same identity as the legal pages and the invoices. */
export interface MailSeller {
  /** 'Éditions Exemplaire, SAS au capital de 10 000 €' */
  company: string;
  address: string;
  /** 'RCS Lyon 912 345 675' */
  rcs: string;
  vatNumber: string;
  email: string;
  /** Where trade customers pay by wire: the seller's name as account holder, IBAN as printed, BIC. */
  bank?: { holder: string; iban: string; bic: string };
}

/** Everything a template needs besides the job itself. */
export interface MailContext {
  /** Public base URL of the shop, without a trailing slash (config.publicUrl). */
  publicUrl: string;
  label: MailLabel;
  /** The seller (SELLER_*), in every mail's footer; absent in template tests that do not look at it. */
  seller?: MailSeller;
}

/** A mail ready to send: both parts, so text-only clients read the same thing. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
