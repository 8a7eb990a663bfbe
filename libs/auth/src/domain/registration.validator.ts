import { AddressInput, validateAddress } from './address.validator';
import { PaymentMean, readPaymentMean } from './bookseller-terms';
import { readEmail } from './email';
import { asObject, FormErrors, readBoolean, readText } from './form';
import { hasValidGlnChecksum } from './gln';
import { readIban } from './iban';
import { AUTH_MESSAGES as M } from './messages';
import { checkConfirmation, PASSWORD_MESSAGES, readNewPassword } from './password-rules';

/** What a bookseller adds to the sign-up form. */
export interface BooksellerApplication {
  companyName: string;
  gln: string;
  paymentMean: PaymentMean;
  /** Electronic format; required for direct debit, null otherwise when not given. */
  iban: string | null;
  /** Where invoices go; the account's address when not given. */
  invoiceMail: string;
  address: AddressInput;
}

/** A valid registration (§3 payload), email normalized. */
export interface Registration {
  email: string;
  password: string;
  subscribed: boolean;
  /** Label the visitor registered from (id or slug), for the look of the mails. */
  label: number | string | undefined;
  bookseller: BooksellerApplication | null;
}

/** A `label` given as an id (number or digits) or a slug. */
export function readLabelRef(value: unknown): number | string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();
  return undefined;
}

function readBookseller(body: Record<string, unknown>, errors: FormErrors, accountEmail: string | undefined): BooksellerApplication | undefined {
  const companyName = readText(errors, 'company_name', body.company_name, { required: true, maxLength: 200 });
  const gln = readText(errors, 'gln', body.gln, { required: true, maxLength: 13 });
  if (gln && !errors.has('gln')) {
    if (!/^\d{13}$/.test(gln)) errors.add('gln', M.glnInvalid);
    else if (!hasValidGlnChecksum(gln)) errors.add('gln', M.glnChecksum);
  }
  const paymentMean = readPaymentMean(errors, 'payment_mean', body.payment_mean, true);
  const iban = readIban(errors, 'iban', body.iban) ?? null;
  if (paymentMean === 'sepa-debit' && iban === null && !errors.has('iban')) errors.add('iban', M.ibanRequired);
  const hasInvoiceMail = typeof body.invoice_mail === 'string' && body.invoice_mail.trim() !== '';
  const invoiceMail = hasInvoiceMail ? readEmail(errors, 'invoice_mail', body.invoice_mail) : accountEmail;
  const addressErrors = new FormErrors();
  if (body.address === undefined || body.address === null) errors.add('address', M.required);
  else if (typeof body.address !== 'object' || Array.isArray(body.address)) errors.add('address', M.notAnObject);
  const address = errors.has('address') ? undefined : validateAddress(body.address, addressErrors);
  errors.nest('address', addressErrors);
  if (!companyName || !gln || !paymentMean || !invoiceMail || !address || errors.hasAny()) return undefined;
  return { companyName, gln, paymentMean, iban, invoiceMail, address };
}

/**
 * Validates the sign-up form with every message of §5 'Registration', all fields at once.
 * Throws a 400 `{field: [messages]}` (address errors nested under `address`).
 */
export function parseRegistration(raw: unknown): Registration {
  const body = asObject(raw);
  const errors = new FormErrors();
  const email = readEmail(errors, 'email', body.email);
  const password = readNewPassword(errors, 'password', body.password, PASSWORD_MESSAGES);
  if (body.password2 === undefined || body.password2 === null || body.password2 === '') {
    errors.add('password2', M.passwordConfirmationRequired);
  } else {
    checkConfirmation(errors, 'password2', body.password2, password ?? (typeof body.password === 'string' ? body.password : undefined), M.passwordMismatch);
  }
  const subscribed = readBoolean(errors, 'subscribed', body.subscribed) ?? false;
  if (readBoolean(errors, 'acceptCgu', body.acceptCgu) !== true && !errors.has('acceptCgu')) errors.add('acceptCgu', M.cguRequired);
  const isBookseller = readBoolean(errors, 'isBookseller', body.isBookseller) ?? false;
  const bookseller = isBookseller ? readBookseller(body, errors, email) : null;
  errors.throwIfAny();
  return { email: email!, password: password!, subscribed, label: readLabelRef(body.label), bookseller: bookseller ?? null };
}
