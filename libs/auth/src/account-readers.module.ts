import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Address } from './entities/address.entity';
import { AccountReader } from './queries/account-reader.service';
import { AuthUserLoader } from './security/auth-user.loader';

/**
 * What other modules need of accounts without the accounts API: the reader of terms, addresses and
 * contacts, and the user loader behind the JwtAuthGuard their routes use. Stateless readers, so
 * importing this beside AuthModule.forRoot() is safe.
 */
@Module({
  // The reader loads addresses through TypeORM: a process without AuthModule (the worker, drawing an
  // invoice up while it pays a cart) must still know the entity.
  imports: [TypeOrmModule.forFeature([Address])],
  providers: [AccountReader, AuthUserLoader],
  exports: [AccountReader, AuthUserLoader],
})
export class AccountReadersModule {}
