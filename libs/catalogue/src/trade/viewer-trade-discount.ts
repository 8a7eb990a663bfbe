/**
 * The trade discount of a request's sender, from its `Authorization` header (null: none, the public
 * price). The catalogue does not know accounts: the application provides this from the accounts module.
 */
export abstract class ViewerTradeDiscount {
  abstract discountBpOf(authorization: string): Promise<number | null>;
}
