/** An address the mail server refused for good (`GET api/staff/mail-suppressions/`): nothing is mailed to it. */
export interface MailSuppression {
  email: string;
  /** The server's answer, as it came. */
  reason: string;
  smtp_code: number | null;
  created_at: string;
}
