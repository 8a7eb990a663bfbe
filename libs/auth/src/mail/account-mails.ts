import { euros, QueueJob, QUEUES } from '@shop/common';
import type { HeldVoucher } from '../holdings/account-holdings';

/** The mails of the accounts module, as outbox jobs for the `emails` queue (rendered by the worker). */
const send = (data: QueueJob['data']): QueueJob => ({ queue: QUEUES.emails, name: 'send', data });

export const accountConfirmationMail = (email: string, labelId: number, token: string): QueueJob => send({ type: 'account-confirmation', to: email, labelId, email, token });

export const passwordResetMail = (email: string, labelId: number, token: string): QueueJob => send({ type: 'password-reset', to: email, labelId, email, token });

/** Goes to the NEW address: following the link proves the user owns it. */
export const emailChangeMail = (newEmail: string, labelId: number, token: string): QueueJob => send({ type: 'email-change', to: newEmail, labelId, newEmail, token });

/** The newsletters' signed unsubscribe link, asked for on the unsubscribe page: following it proves the address is the reader's. */
export const newsletterUnsubscribeMail = (email: string, labelId: number, token: string): QueueJob => send({ type: 'newsletter-unsubscribe', to: email, labelId, email, token });

export const forgottenVouchersMail = (email: string, labelId: number, vouchers: HeldVoucher[]): QueueJob =>
  send({
    type: 'forgotten-vouchers',
    to: email,
    labelId,
    vouchers: vouchers.map((v) => ({ code: v.code, value: euros(v.valueCents), remaining: euros(v.remainingCents), expiresOn: v.expirationDate })),
  });
