import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditSubjects, namesByIntegerId } from '@shop/audit';
import { DataSource } from 'typeorm';

/** The activity log's names of vouchers: their code. */
@Injectable()
export class WalletAuditNames {
  constructor(@InjectDataSource() db: DataSource, subjects: AuditSubjects) {
    subjects.register('voucher', namesByIntegerId(db, `SELECT id, 'Bon d’achat ' || code AS name FROM vouchers WHERE id = ANY($1::int[])`));
  }
}
