import { Module } from '@nestjs/common';
import { AccountReader } from './queries/account-reader.service';
import { AuthUserLoader } from './security/auth-user.loader';

/**
 * What other modules need of accounts without the accounts API: the reader of terms, addresses and
 * contacts, and the user loader behind the JwtAuthGuard their routes use. Stateless readers, so
 * importing this beside AuthModule.forRoot() is safe.
 */
@Module({
  providers: [AccountReader, AuthUserLoader],
  exports: [AccountReader, AuthUserLoader],
})
export class AccountReadersModule {}
