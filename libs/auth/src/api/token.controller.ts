import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginCommand, LogoutCommand, RefreshTokenCommand } from '../commands/tokens.handlers';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_PATH, KnownDevices } from '../security/known-devices';
import { TooManyLoginAttempts } from '../security/login-rate-limiter';
import { AccountDetailResponse } from './account.responses';
import { LoginDto, RefreshDto } from './token.dto';
import { TokenPairResponse } from './token.responses';

/** JWT pair: login, refresh with rotation, logout (simplejwt's routes and shapes). */
@ApiTags('Jetons')
@Controller('api/token')
export class TokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly devices: KnownDevices,
  ) {}

  /**
   * The pair in the body; the signed `known_device` cookie (HttpOnly, sent back to `api/token` only)
   * lets this browser through the per-address login ceiling next time.
   */
  @Post()
  @ApiOperation({ summary: 'Se connecter : une paire de jetons' })
  @ApiOkResponse({ type: TokenPairResponse, description: 'Jetons d’accès et de rafraîchissement.' })
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      const { tokens, knownDevice } = await this.commands.execute(new LoginCommand(body.email, body.password, req.ip, new Date(), req.cookies?.[KNOWN_DEVICE_COOKIE]));
      void reply.setCookie(KNOWN_DEVICE_COOKIE, knownDevice, {
        path: KNOWN_DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: req.protocol === 'https',
        maxAge: this.devices.maxAgeSeconds,
      });
      return tokens;
    } catch (error) {
      if (error instanceof TooManyLoginAttempts) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  /** The client (IP and User-Agent) is what lets two tabs refreshing at once get the same pair. */
  @Post('refresh')
  @ApiOperation({ summary: 'Échanger un jeton de rafraîchissement contre une nouvelle paire' })
  @ApiOkResponse({ type: TokenPairResponse, description: 'Nouvelle paire ; l’ancien jeton de rafraîchissement ne sert plus.' })
  @HttpCode(200)
  refresh(@Body() body: RefreshDto, @Req() req: FastifyRequest) {
    return this.commands.execute(new RefreshTokenCommand(body.refresh, new Date(), req.ip, req.headers['user-agent']));
  }

  @Post('logout')
  @ApiOperation({ summary: 'Se déconnecter : révoque la famille du jeton' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Déconnecté.' })
  @HttpCode(200)
  async logout(@Body() body: RefreshDto) {
    await this.commands.execute(new LogoutCommand(body.refresh));
    return { detail: M.loggedOut };
  }
}
