import { Injectable, PipeTransform } from '@nestjs/common';
import { DrfNotFound, listQueryDto } from '@shop/common';
import { STAFF_INBOX_SPEC } from '../queries/staff-inbox.queries';

/** `GET api/staff/contact-messages/` and `api/staff/project-submissions/`: pages, newest first. */
export class StaffInboxListQuery extends listQueryDto(STAFF_INBOX_SPEC) {}

/**
 * A submission's id in the path: the column is a `bigserial`, so up to 18 digits (always within
 * int8) rather than ParseIdPipe's int4; anything else names no submission (404). Kept as text,
 * as the driver reads int8.
 */
@Injectable()
export class ParseBigIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^\d{1,18}$/.test(value) || /^0+$/.test(value)) throw new DrfNotFound();
    return value;
  }
}
