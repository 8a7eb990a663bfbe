import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditSubjects, integerIds } from '@shop/audit';
import { DataSource } from 'typeorm';

/** The activity log's names of newsletters: their subject. */
@Injectable()
export class NewsletterAuditNames {
  constructor(@InjectDataSource() db: DataSource, subjects: AuditSubjects) {
    subjects.register(
      'newsletter',
      async (ids) =>
        new Map(
          (await db.query<{ id: number; subject: string }[]>('SELECT id, subject FROM newsletters WHERE id = ANY($1::int[])', [integerIds(ids)])).map(
            (r) => [String(r.id), r.subject] as [string, string],
          ),
        ),
    );
  }
}
