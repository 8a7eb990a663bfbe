import { Injectable } from '@nestjs/common';
import { AccountReader } from '../queries/account-reader.service';
import { RequestSenders } from './request-senders';

/**
 * The trade discount of whoever sends a request, from its `Authorization` header: booksellers see
 * their purchase price on the catalogue's books (§6). A missing, bad or expired token, or anyone but
 * an active bookseller, has none: the catalogue is public, and the SPA renews its token before calls.
 */
@Injectable()
export class BooksellerDiscounts {
  constructor(
    private readonly senders: RequestSenders,
    private readonly accounts: AccountReader,
  ) {}

  /** The bookseller's discount in basis points, or null for anyone else. */
  async discountBpOf(authorization: string): Promise<number | null> {
    const user = await this.senders.userOf(authorization);
    if (!user?.isBookseller) return null;
    return (await this.accounts.buyerTerms(user.id)).booksellerDiscountBp;
  }
}
