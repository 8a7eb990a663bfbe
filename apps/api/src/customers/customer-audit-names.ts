import { Injectable } from '@nestjs/common';
import { AuditSubjects, integerIds } from '@shop/audit';
import { AccountReader } from '@shop/auth';

/** The activity log's names of customers' accounts: their email. */
@Injectable()
export class CustomerAuditNames {
  constructor(accounts: AccountReader, subjects: AuditSubjects) {
    subjects.register('customer', async (ids) => new Map([...(await accounts.emails(integerIds(ids)))].map(([id, email]) => [String(id), email] as [string, string])));
  }
}
