export type { AuthUser } from './security/auth-user';
export type { Role } from './domain/roles';
export { Authenticated, CurrentUser, Roles } from './security/roles.guard';
export { JwtAuthGuard } from './security/jwt-auth.guard';
export { AuthUserLoader } from './security/auth-user.loader';
// Login throttling in Redis (per address and IP, per IP, per address).
export { LoginRateLimiter, TooManyLoginAttempts } from './security/login-rate-limiter';
export { AccountReader, type AccountContact, type BooksellerIdentity, type BuyerTerms } from './queries/account-reader.service';
export type { AddressRepresentation } from './serializers/address.serializer';
export { AccountReadersModule } from './account-readers.module';
// The profile's balances and the forgotten-vouchers mail, read from the module keeping the holdings (the wallet).
export { AccountHoldings, type HeldVoucher } from './holdings/account-holdings';
export { AuthModule, type AuthModuleWiring } from './auth.module';
// The `label` of accounts forms, resolved by the module keeping the labels (the catalogue, wired by the application).
export { LabelDirectory } from './labels/label-directory';
// Booksellers' trade discount on the catalogue's prices, from a request's token.
export { BooksellerDiscounts } from './security/bookseller-discounts';
// Who sends a request to a public route (null: anonymous, or a token that is not valid).
export { RequestSenders } from './security/request-senders';
export { AUTH_ENTITIES } from './entities';
export { authOptions, type AuthModuleOverrides, type AuthModuleOptions, type LoginRateLimitOptions } from './auth-options';
export { registerAntiForgery, ANTI_FORGERY_EXEMPT_PATHS, CSRF_COOKIE, CSRF_HEADER } from './security/anti-forgery';
export { seedDemoUsers, DEMO_USERS, DEMO_PASSWORD } from './demo/demo-users';
// One hash for the scale data set's many accounts (libs/demo-data's scale people).
export { hashPassword } from './security/password-hasher';
// The newsletter's audience and its unsubscription (the signed links' token), for the module sending the newsletters.
export { NEWSLETTER_SUBSCRIBERS_SQL, unsubscribeFromNewsletter } from './newsletter/newsletter-subscribers';
export { isUnsubscribeToken, unsubscribeToken } from './domain/unsubscribe-token';
export {
  booksellerRecord,
  changeBooksellerTerms,
  eraseAccount,
  erasedEmail,
  findCustomer,
  listCustomers,
  setAccountActive,
  setStaffRights,
  type AccessChange,
  type BooksellerTermsSnapshot,
  type CustomerAddress,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerState,
  type CustomerSummary,
} from './staff/customer-accounts';
export { AddressResponse } from './api/addresses.responses';
// Staff's change of a bookseller's terms (the route lives with the customers, where it is audited).
export { BooksellerTermsDto, toTermsChange } from './api/staff-booksellers.dto';
export { MandateReferenceField, mandateReferenceOrNone } from './api/account-fields';
export { ProfileBooksellerResponse } from './api/profile.responses';
