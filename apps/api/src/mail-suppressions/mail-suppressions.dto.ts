import { listQueryDto, type ListQuerySpec } from '@shop/common';

/** `GET api/staff/mail-suppressions/`: search by address or by the server's answer, newest first. */
export const MAIL_SUPPRESSION_LIST_SPEC: ListQuerySpec = {
  ordering: { created_at: 'created_at', email: 'email' },
  defaultOrdering: ['-created_at'],
  filters: { search: 'string' },
  defaultLimit: 25,
  maxLimit: 100,
};

export class MailSuppressionListQuery extends listQueryDto(MAIL_SUPPRESSION_LIST_SPEC) {}
