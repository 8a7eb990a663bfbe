import { createSecretKey } from 'node:crypto';
import { DynamicModule, Module, Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { AccountController } from './api/account.controller';
import { AddressesController } from './api/addresses.controller';
import { ProfileController } from './api/profile.controller';
import { TokenController } from './api/token.controller';
import { AUTH_OPTIONS, AuthModuleOverrides, authOptions } from './auth-options';
import { ACCOUNT_COMMAND_HANDLERS } from './commands/account.handlers';
import { ADDRESS_COMMAND_HANDLERS } from './commands/address.handlers';
import { SendForgottenVouchersHandler } from './commands/forgotten-vouchers.handler';
import { PROFILE_COMMAND_HANDLERS } from './commands/profile.handlers';
import { RegisterUserHandler } from './commands/register-user.handler';
import { ResendConfirmationHandler } from './commands/resend-confirmation.handler';
import { TOKEN_COMMAND_HANDLERS } from './commands/tokens.handlers';
import { AUTH_ENTITIES } from './entities';
import { ADDRESS_QUERY_HANDLERS } from './queries/address.queries';
import { GetProfileHandler } from './queries/profile.queries';
import { AccountTokenStore } from './security/account-token.store';
import { AuthUserLoader } from './security/auth-user.loader';
import { JwtAuthGuard } from './security/jwt-auth.guard';
import { JwtStrategy } from './security/jwt.strategy';
import { KnownDevices } from './security/known-devices';
import { LabelResolver } from './security/label-resolver';
import { LoginRateLimiter } from './security/login-rate-limiter';
import { MailRequestRateLimiter } from './security/mail-request-rate-limiter';
import { RefreshTokenStore } from './security/refresh-token.store';
import { RolesGuard } from './security/roles.guard';
import { TokenIssuer } from './security/token-issuer';
import { BooksellerDiscounts } from './security/bookseller-discounts';
import { RequestSenders } from './security/request-senders';
import { AccountReader } from './queries/account-reader.service';

export const AUTH_COMMAND_HANDLERS = [
  ...TOKEN_COMMAND_HANDLERS,
  RegisterUserHandler,
  ResendConfirmationHandler,
  ...ACCOUNT_COMMAND_HANDLERS,
  ...PROFILE_COMMAND_HANDLERS,
  SendForgottenVouchersHandler,
  ...ADDRESS_COMMAND_HANDLERS,
];

export const AUTH_QUERY_HANDLERS = [GetProfileHandler, ...ADDRESS_QUERY_HANDLERS];

/** What the application plugs into accounts. */
export interface AuthModuleWiring {
  /** A module exporting AccountHoldings: the profile's balances and the forgotten-vouchers mail read through it. */
  holdings: Type | DynamicModule;
  /** A module exporting LabelDirectory: the `label` of accounts forms, for their mails' colours. */
  labels: Type | DynamicModule;
  /** A module exporting EmailChangeListeners: told, in the same transaction, of an address a user asks for or confirms. */
  emailChanges: Type | DynamicModule;
}

/**
 * Accounts: users, JWT tokens, registration and confirmation, passwords, profile, newsletter,
 * addresses, bookseller terms and roles. Other modules protect their routes with the exported
 * guards (@Authenticated, @Roles) by importing this module.
 */
@Module({})
export class AuthModule {
  static forRoot(wiring: AuthModuleWiring, overrides: AuthModuleOverrides = {}): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        CqrsModule,
        PassportModule,
        wiring.holdings,
        wiring.labels,
        wiring.emailChanges,
        TypeOrmModule.forFeature(AUTH_ENTITIES),
        JwtModule.registerAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            // A key object rather than the string, for the same reason as in JwtStrategy (cost per token).
            secret: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
            signOptions: { algorithm: 'HS256' },
            // HS256 only, wherever a token is read (TokenIssuer passes the same list again).
            verifyOptions: { algorithms: ['HS256'] },
          }),
        }),
      ],
      controllers: [TokenController, AccountController, ProfileController, AddressesController],
      providers: [
        { provide: AUTH_OPTIONS, useValue: authOptions(overrides) },
        ...AUTH_COMMAND_HANDLERS,
        ...AUTH_QUERY_HANDLERS,
        TokenIssuer,
        RefreshTokenStore,
        AccountTokenStore,
        AuthUserLoader,
        JwtStrategy,
        JwtAuthGuard,
        RolesGuard,
        LoginRateLimiter,
        KnownDevices,
        MailRequestRateLimiter,
        LabelResolver,
        AccountReader,
        BooksellerDiscounts,
        RequestSenders,
      ],
      exports: [AuthUserLoader, JwtAuthGuard, RolesGuard, BooksellerDiscounts, RequestSenders],
    };
  }
}
