import { HttpException, HttpStatus } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertNever } from '@shop/common';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { TokenNotValid } from '../security/jwt-auth.guard';
import { KnownDevices } from '../security/known-devices';
import { LoginRateLimiter } from '../security/login-rate-limiter';
import { verifyAgainstDummy, verifyPassword } from '../security/password-hasher';
import { refreshClient, RefreshTokenStore } from '../security/refresh-token.store';
import { TokenIssuer, TokenPair } from '../security/token-issuer';

/** 401 for a wrong email, a wrong password or a disabled account alike: no account enumeration. */
export class LoginFailed extends HttpException {
  constructor() {
    super({ detail: M.loginFailed }, HttpStatus.UNAUTHORIZED);
  }
}

/**
 * 401 `{detail, code: 'account_not_confirmed'}`: the right password on an account whose address
 * was never validated. Only someone who knows the password learns it, and the SPA can then offer
 * a new confirmation link.
 */
export class AccountNotConfirmed extends HttpException {
  constructor() {
    super({ detail: M.accountNotConfirmed, code: 'account_not_confirmed' }, HttpStatus.UNAUTHORIZED);
  }
}

/** A successful login: the pair, and the `known_device` cookie value to set (this address added). */
export interface LoginResult {
  tokens: TokenPair;
  knownDevice: string;
}

/**
 * `POST api/token/`: email and password for a token pair, throttled per (address, IP), per IP and
 * per address (LoginRateLimiter); `knownDevice` is the request's `known_device` cookie, if any.
 */
export class LoginCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    readonly now: Date,
    readonly knownDevice?: string,
  ) {
    super();
  }
}

/** `POST api/token/refresh/`: a refresh token for the next pair (rotation); `ip` and `userAgent` tell the client. */
export class RefreshTokenCommand extends Command<TokenPair> {
  constructor(
    readonly refresh: unknown,
    readonly now: Date,
    readonly ip = '',
    readonly userAgent?: string,
  ) {
    super();
  }
}

/** `POST api/token/logout/`: the refresh token's family stops working. */
export class LogoutCommand extends Command<void> {
  constructor(readonly refresh: unknown) {
    super();
  }
}

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limiter: LoginRateLimiter,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly devices: KnownDevices,
  ) {}

  async execute({ email, password, ip, now, knownDevice }: LoginCommand): Promise<LoginResult> {
    // The attempt is counted before the password is checked (429 without checking it past a limit).
    const attempt = await this.limiter.begin(email, ip, this.devices.knows(knownDevice, email, now.getTime()));
    const [user] = await this.db.query<{ id: number; password_hash: string; is_active: boolean; email_confirmed_at: Date | null }[]>(
      'SELECT id, password_hash, is_active, email_confirmed_at FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    const passwordMatches = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
    if (!user || !passwordMatches || !user.is_active) {
      // A failure keeps the points it took.
      if (user && passwordMatches && user.email_confirmed_at === null) throw new AccountNotConfirmed();
      throw new LoginFailed();
    }
    await attempt.succeeded();
    const tokens = await this.db.transaction(async (manager) => {
      await manager.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [user.id, now]);
      return this.refreshTokens.startFamily(manager, user.id, now);
    });
    return { tokens, knownDevice: this.devices.remember(knownDevice, email, now.getTime()) };
  }
}

@CommandHandler(RefreshTokenCommand)
export class RefreshTokenHandler implements ICommandHandler<RefreshTokenCommand> {
  constructor(
    private readonly issuer: TokenIssuer,
    private readonly refreshTokens: RefreshTokenStore,
  ) {}

  async execute({ refresh, now, ip, userAgent }: RefreshTokenCommand): Promise<TokenPair> {
    const claims = this.issuer.readRefresh(refresh);
    if (!claims) throw new TokenNotValid();
    const result = await this.refreshTokens.rotate(claims.jti, claims.userId, refreshClient(ip, userAgent), now);
    switch (result.kind) {
      case 'rotated':
        return result.tokens;
      case 'rejected':
      case 'reuse-detected':
        throw new TokenNotValid();
      default:
        return assertNever(result);
    }
  }
}

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(
    private readonly issuer: TokenIssuer,
    private readonly refreshTokens: RefreshTokenStore,
  ) {}

  async execute({ refresh }: LogoutCommand): Promise<void> {
    const claims = this.issuer.readRefresh(refresh);
    if (!claims) throw new TokenNotValid();
    await this.refreshTokens.revokeFamilyOf(claims.jti, claims.userId);
  }
}

export const TOKEN_COMMAND_HANDLERS = [LoginHandler, RefreshTokenHandler, LogoutHandler];
