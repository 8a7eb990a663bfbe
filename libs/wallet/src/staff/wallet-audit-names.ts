import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditSubjects, integerIds } from '@shop/audit';
import { DataSource } from 'typeorm';

/** The activity log's names of vouchers: their code. */
@Injectable()
export class WalletAuditNames {
  constructor(@InjectDataSource() db: DataSource, subjects: AuditSubjects) {
    subjects.register(
      'voucher',
      async (ids) =>
        new Map(
          (await db.query<{ id: number; code: string }[]>('SELECT id, code FROM vouchers WHERE id = ANY($1::int[])', [integerIds(ids)])).map(
            (r) => [String(r.id), `Bon d’achat ${r.code}`] as [string, string],
          ),
        ),
    );
  }
}
