import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditSubjects } from '@shop/audit';
import { DataSource } from 'typeorm';
import { isUuid } from '../domain/cart-access';

/** The activity log's names of orders and their parcels: the order's reference (and the parcel's day). */
@Injectable()
export class OrderAuditNames {
  constructor(@InjectDataSource() db: DataSource, subjects: AuditSubjects) {
    const references = async (cartIds: string[]) =>
      new Map(
        (await db.query<{ id: string; reference: string }[]>('SELECT id, reference FROM carts WHERE id = ANY($1::uuid[])', [cartIds.filter(isUuid)])).map(
          (r) => [r.id, r.reference] as [string, string],
        ),
      );
    subjects.register('order', async (ids) => new Map([...(await references(ids))].map(([id, reference]) => [id, `Commande n° ${reference}`] as [string, string])));
    // A parcel's id is `{order}.{key}`: its key is a day, 'now' or 'all'.
    subjects.register('parcel', async (ids) => {
      const orders = await references(ids.map((id) => id.split('.')[0]));
      return new Map(
        ids.flatMap((id) => {
          const [order, key] = id.split('.');
          const reference = orders.get(order);
          if (!reference) return [];
          const when = /^\d{4}-\d{2}-\d{2}$/.test(key ?? '') ? ` du ${key.split('-').reverse().join('/')}` : '';
          return [[id, `Colis${when} de la commande n° ${reference}`] as [string, string]];
        }),
      );
    });
  }
}
