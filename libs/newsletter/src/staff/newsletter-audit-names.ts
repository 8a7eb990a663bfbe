import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditSubjects, namesByIntegerId } from '@shop/audit';
import { DataSource } from 'typeorm';

/** The activity log's names of newsletters: their subject. */
@Injectable()
export class NewsletterAuditNames {
  constructor(@InjectDataSource() db: DataSource, subjects: AuditSubjects) {
    subjects.register('newsletter', namesByIntegerId(db, 'SELECT id, subject AS name FROM newsletters WHERE id = ANY($1::int[])'));
  }
}
