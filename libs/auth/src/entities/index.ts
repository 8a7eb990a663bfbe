import { AccountToken } from './account-token.entity';
import { Address } from './address.entity';
import { Bookseller } from './bookseller.entity';
import { RefreshToken } from './refresh-token.entity';
import { User } from './user.entity';

export { AccountToken, Address, Bookseller, RefreshToken, User };

/** Every entity the accounts module owns, for TypeORM registration. */
export const AUTH_ENTITIES = [User, Bookseller, Address, RefreshToken, AccountToken];
