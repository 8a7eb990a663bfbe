import { UnrecoverableError } from 'bullmq';

/**
 * What a failed send means for the mail and its recipient:
 * - `recipient-refused`: the server refused the address for good (5xx at RCPT TO, or a 5.1.x /
 *   5.2.1 refusal of the message): no mail goes there again until the suppression is lifted;
 * - `permanent`: final for this mail, but not the address's fault (sender or content refused,
 *   unknown label);
 * - `transient`: 4xx, connection lost, timeout: retried.
 */
export type SendFailure = { kind: 'recipient-refused'; smtpCode: number; reason: string } | { kind: 'permanent'; reason: string } | { kind: 'transient'; reason: string };

interface SmtpError {
  message?: string;
  response?: string;
  responseCode?: number;
  command?: string;
  rejected?: string[];
  rejectedErrors?: SmtpError[];
}

/** RFC 3463: X.1.x says the address is wrong, X.2.1 that the mailbox is disabled. */
const ADDRESS_STATUS = /^5\d\d[ -]5\.(1\.\d{1,3}|2\.1)\b/;

const isPermanentCode = (code: unknown): code is number => typeof code === 'number' && code >= 500 && code < 600;

export function classifySendFailure(error: unknown): SendFailure {
  const smtp = (error ?? {}) as SmtpError;
  const reason = String(smtp.message ?? error);
  if (error instanceof UnrecoverableError) return { kind: 'permanent', reason };
  // One recipient per mail: its own reply, when nodemailer kept it, is the one that counts.
  const own = smtp.rejectedErrors?.[0] ?? smtp;
  const code = own.responseCode ?? smtp.responseCode;
  if (!isPermanentCode(code)) return { kind: 'transient', reason };
  const response = own.response ?? smtp.response ?? '';
  const refusedAddress = own.command === 'RCPT TO' || ADDRESS_STATUS.test(response);
  if (refusedAddress) return { kind: 'recipient-refused', smtpCode: code, reason: response || reason };
  return { kind: 'permanent', reason };
}
