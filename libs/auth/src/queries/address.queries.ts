import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfNotFound, fetchPage, ListQuery, ListQuerySpec, Page, paginate, shapeOne, shapePage, ShapeQuery } from '@shop/common';
import { DataSource } from 'typeorm';
import { Address } from '../entities';
import { AddressRepresentation, serializeAddress } from '../serializers/address.serializer';

/** What `GET api/users/addresses/` accepts: the SPA asks `user={id}&shadow=false`. */
export const ADDRESS_LIST_SPEC: ListQuerySpec = {
  ordering: { id: 'a.id', name: 'a.name', lastname: 'a.lastname', city: 'a.city', created_at: 'a.createdAt' },
  defaultOrdering: ['id'],
  filters: { user: 'integer', shadow: 'boolean' },
  defaultLimit: 100,
};

/** The caller's addresses, one DRF page. `user=` narrows, never widens: another id gives an empty page. */
export class ListAddressesQuery extends Query<Page<unknown>> {
  constructor(
    readonly userId: number,
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

/** One of the caller's addresses; anyone else's is a 404, as if it did not exist. */
export class GetAddressQuery extends Query<unknown> {
  constructor(
    readonly userId: number,
    readonly addressId: number,
    readonly shape: ShapeQuery,
  ) {
    super();
  }
}

@QueryHandler(ListAddressesQuery)
export class ListAddressesHandler implements IQueryHandler<ListAddressesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId, list, url }: ListAddressesQuery): Promise<Page<unknown>> {
    const qb = this.db.getRepository(Address).createQueryBuilder('a').where('a.userId = :userId', { userId });
    if (list.filters.user !== undefined) qb.andWhere('a.userId = :filterUser', { filterUser: list.filters.user });
    if (list.filters.shadow !== undefined) qb.andWhere('a.shadow = :shadow', { shadow: list.filters.shadow });
    const [rows, count] = await fetchPage(qb, list);
    return shapePage(paginate<AddressRepresentation>(url, count, rows.map(serializeAddress), list.limit, list.offset), list);
  }
}

@QueryHandler(GetAddressQuery)
export class GetAddressHandler implements IQueryHandler<GetAddressQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId, addressId, shape }: GetAddressQuery): Promise<unknown> {
    const address = await this.db.getRepository(Address).findOneBy({ id: addressId, userId });
    if (!address) throw new DrfNotFound();
    return shapeOne(serializeAddress(address), shape);
  }
}

export const ADDRESS_QUERY_HANDLERS = [ListAddressesHandler, GetAddressHandler];
