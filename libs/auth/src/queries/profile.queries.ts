import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfNotFound, parisDay } from '@shop/common';
import { DataSource } from 'typeorm';
import { Bookseller, User } from '../entities';
import { AccountHoldings } from '../holdings/account-holdings';
import { ProfileRepresentation, serializeProfile } from '../serializers/profile.serializer';

/** `GET api/users/profile/`: the logged-in user's profile with usable voucher balance. */
export class GetProfileQuery extends Query<ProfileRepresentation> {
  constructor(
    readonly userId: number,
    readonly now: Date,
  ) {
    super();
  }
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly holdings: AccountHoldings,
  ) {}

  async execute({ userId, now }: GetProfileQuery): Promise<ProfileRepresentation> {
    const [user, bookseller, voucherCents, creditNoteCents] = await Promise.all([
      this.db.getRepository(User).findOneBy({ id: userId }),
      this.db.getRepository(Bookseller).findOneBy({ userId }),
      this.holdings.usableVoucherCents(userId, parisDay(now)),
      this.holdings.usableCreditNoteCents(userId),
    ]);
    if (!user) throw new DrfNotFound();
    return serializeProfile(user, bookseller, voucherCents, creditNoteCents);
  }
}
