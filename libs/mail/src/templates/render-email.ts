import { assertNever, type EditorialEmailJob, type EmailJob, type SubscriptionEmailJob } from '@shop/common';
import { accountConfirmationEmail } from './account-confirmation.template';
import { campaignNewsEmail, campaignOutcomeEmail, campaignOutcomeStaffEmail, contributionRefundedEmail } from './campaign.template';
import { emailChangeEmail } from './email-change.template';
import { contactMessageEmail, projectSubmissionEmail } from './editorial.template';
import { forgottenVouchersEmail } from './forgotten-vouchers.template';
import { newsletterUnsubscribeEmail } from './newsletter-unsubscribe.template';
import type { MailContext, RenderedEmail } from './mail-context';
import { orderConfirmationEmail } from './order-confirmation.template';
import { orderRefundedEmail } from './order-refund.template';
import { parcelReadyEmail, parcelRescheduledEmail, parcelShippedEmail } from './parcel.template';
import { passwordResetEmail } from './password-reset.template';
import { voucherIssuedEmail } from './voucher-issued.template';
import { voucherPurchasedEmail } from './voucher-purchased.template';

/** The French mail for a job: one template per type, the compiler checks none is missing. */
export function renderEmail(job: EmailJob | EditorialEmailJob | SubscriptionEmailJob, ctx: MailContext): RenderedEmail {
  switch (job.type) {
    case 'account-confirmation':
      return accountConfirmationEmail(job, ctx);
    case 'password-reset':
      return passwordResetEmail(job, ctx);
    case 'email-change':
      return emailChangeEmail(job, ctx);
    case 'forgotten-vouchers':
      return forgottenVouchersEmail(job, ctx);
    case 'newsletter-unsubscribe':
      return newsletterUnsubscribeEmail(job, ctx);
    case 'order-confirmation':
      return orderConfirmationEmail(job, ctx);
    case 'order-refunded':
      return orderRefundedEmail(job, ctx);
    case 'parcel-shipped':
      return parcelShippedEmail(job, ctx);
    case 'parcel-ready':
      return parcelReadyEmail(job, ctx);
    case 'parcel-rescheduled':
      return parcelRescheduledEmail(job, ctx);
    case 'voucher-purchased':
      return voucherPurchasedEmail(job, ctx);
    case 'voucher-issued':
      return voucherIssuedEmail(job, ctx);
    case 'campaign-outcome':
      return campaignOutcomeEmail(job, ctx);
    case 'campaign-outcome-staff':
      return campaignOutcomeStaffEmail(job, ctx);
    case 'campaign-news':
      return campaignNewsEmail(job, ctx);
    case 'contribution-refunded':
      return contributionRefundedEmail(job, ctx);
    case 'contact-message':
      return contactMessageEmail(job, ctx);
    case 'project-submission':
      return projectSubmissionEmail(job, ctx);
    default:
      return assertNever(job);
  }
}
