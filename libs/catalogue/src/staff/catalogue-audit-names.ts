import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditSubjects, namesByIntegerId } from '@shop/audit';
import { DataSource } from 'typeorm';

/** The activity log's names of the catalogue's records: books and goodies by name, authors, labels, events. */
@Injectable()
export class CatalogueAuditNames {
  constructor(@InjectDataSource() db: DataSource, subjects: AuditSubjects) {
    const byId = (sql: string) => namesByIntegerId(db, sql);
    const products = byId('SELECT id, name FROM products WHERE id = ANY($1::int[])');
    subjects.register('book', products);
    subjects.register('goodie', products);
    subjects.register('author', byId('SELECT id, name FROM authors WHERE id = ANY($1::int[])'));
    subjects.register('label', byId('SELECT id, name FROM labels WHERE id = ANY($1::int[])'));
    subjects.register('event', byId('SELECT id, title AS name FROM events WHERE id = ANY($1::int[])'));
  }
}
