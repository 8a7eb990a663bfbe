import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CreditNoteReader, VoucherReader } from '@shop/cart';
import { DrfNotFound } from '@shop/common';
import { DataSource } from 'typeorm';
import { parisDay } from '@shop/common';
import { Bookseller, User } from '../entities';
import { ProfileRepresentation, serializeProfile } from '../serializers/profile.serializer';

/** `GET api/users/profile/`: the logged-in user's profile with usable voucher balance. */
export class GetProfileQuery extends Query<ProfileRepresentation> {
  constructor(readonly userId: number, readonly now: Date) {
    super();
  }
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly vouchers: VoucherReader,
    private readonly creditNotes: CreditNoteReader,
  ) {}

  async execute({ userId, now }: GetProfileQuery): Promise<ProfileRepresentation> {
    const [user, bookseller, voucherCents, creditNoteCents] = await Promise.all([
      this.db.getRepository(User).findOneBy({ id: userId }),
      this.db.getRepository(Bookseller).findOneBy({ userId }),
      this.vouchers.totalUsableCents(userId, parisDay(now)),
      this.creditNotes.totalUsableCents(userId),
    ]);
    if (!user) throw new DrfNotFound();
    return serializeProfile(user, bookseller, voucherCents, creditNoteCents);
  }
}
