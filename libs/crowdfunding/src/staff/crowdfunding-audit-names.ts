import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditSubjects, namesByIntegerId } from '@shop/audit';
import { DataSource } from 'typeorm';

/** The activity log's names of crowdfunding's records: campaigns, rewards, news, FAQ entries, contributions. */
@Injectable()
export class CrowdfundingAuditNames {
  constructor(@InjectDataSource() db: DataSource, subjects: AuditSubjects) {
    const byId = (sql: string) => namesByIntegerId(db, sql);
    subjects.register('campaign', byId('SELECT id, title AS name FROM crowdfundings WHERE id = ANY($1::int[])'));
    subjects.register(
      'reward',
      byId(
        `SELECT p.id, p.name || ' (' || c.title || ')' AS name FROM compensations k JOIN products p ON p.id = k.product_id JOIN crowdfundings c ON c.id = k.crowdfunding_id WHERE k.product_id = ANY($1::int[])`,
      ),
    );
    subjects.register('news', byId('SELECT id, subject AS name FROM crowdfunding_news WHERE id = ANY($1::int[])'));
    subjects.register('faq', byId('SELECT id, question AS name FROM crowdfunding_faqs WHERE id = ANY($1::int[])'));
    subjects.register(
      'contribution',
      byId(
        `SELECT k.id, coalesce(k.nickname, 'Contribution') || ' à « ' || c.title || ' »' AS name FROM contributions k JOIN crowdfundings c ON c.id = k.crowdfunding_id WHERE k.id = ANY($1::int[])`,
      ),
    );
  }
}
