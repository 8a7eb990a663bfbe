import { BadRequestException, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangePasswordCommand, ConfirmAccountCommand, ForgotPasswordCommand, ResetPasswordCommand } from '../commands/account.handlers';
import { SendForgottenVouchersCommand } from '../commands/forgotten-vouchers.handler';
import { ConfirmEmailChangeCommand, RequestUnsubscribeLinkCommand } from '../commands/profile.handlers';
import { RegisterUserCommand } from '../commands/register-user.handler';
import { ResendConfirmationCommand } from '../commands/resend-confirmation.handler';
import { looksLikeAccountToken } from '../domain/account-token';
import { isValidEmail, normalizeEmail } from '../domain/email';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { AuthUser } from '../security/auth-user';
import { MailRequestKind, MailRequestRateLimiter, TooManyMailRequests } from '../security/mail-request-rate-limiter';
import { Authenticated, CurrentUser } from '../security/roles.guard';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangePasswordDto, ConfirmAccountDto, EmailChangeConfirmDto, ForgotPasswordDto, MailRequestDto, RegistrationDto, ResetPasswordDto, toRegistration } from './account.dto';
import { AccountDetailResponse, RegistrationResponse } from './account.responses';

/** Sign-up, confirmation links, passwords, newsletter and forgotten vouchers (§7 'Authentication and profile'). */
@ApiTags('Comptes')
@Controller('api')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly mailRequests: MailRequestRateLimiter,
  ) {}

  @Post('users/register')
  @ApiOperation({ summary: 'Créer un compte (lecteur ou libraire), à valider par courriel' })
  @ApiCreatedResponse({ type: RegistrationResponse, description: 'Compte créé, inactif jusqu’à sa validation.' })
  async register(@Body() body: RegistrationDto) {
    const { email } = await this.commands.execute(new RegisterUserCommand(toRegistration(body), new Date()));
    return { detail: M.registered, email };
  }

  @Post('users/confirm')
  @ApiOperation({ summary: 'Valider un compte avec le lien reçu' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Compte validé.' })
  @HttpCode(200)
  async confirm(@Body() body: ConfirmAccountDto) {
    const { email, validation_token: token } = body;
    const address = normalizeEmail(email ?? '');
    // Whatever is wrong with the link, the confirm screen shows one message.
    if (!isValidEmail(address) || !looksLikeAccountToken(token)) throw new BadRequestException({ detail: M.invalidLink });
    await this.commands.execute(new ConfirmAccountCommand(address, token, new Date()));
    return { detail: M.accountConfirmed };
  }

  /** A new confirmation link (the previous one stops working); same answer for any address. */
  @Post('users/confirm/resend')
  @ApiOperation({ summary: 'Renvoyer le lien de validation d’un compte' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Même réponse que l’adresse existe ou non.' })
  @HttpCode(200)
  async resendConfirmation(@Body() body: MailRequestDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.throttle('account-confirmation', body.email, req, reply);
    await this.commands.execute(new ResendConfirmationCommand(body.email, body.label ?? undefined, new Date()));
    return { detail: M.confirmationResent };
  }

  @Post('users/password/forgot')
  @ApiOperation({ summary: 'Demander un lien de réinitialisation du mot de passe' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Même réponse que l’adresse existe ou non.' })
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.throttle('password-reset', body.email, req, reply);
    await this.commands.execute(new ForgotPasswordCommand(body.email, body.label ?? undefined, new Date()));
    return { detail: M.forgotPasswordSent };
  }

  @Post('users/password/reset')
  @ApiOperation({ summary: 'Choisir un nouveau mot de passe avec le lien reçu' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Mot de passe réinitialisé.' })
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto) {
    // A token of the wrong shape is just an invalid link: the command answers 400 {detail}.
    const token = looksLikeAccountToken(body.token) ? body.token : '';
    await this.commands.execute(new ResetPasswordCommand(body.email, token, body.password, new Date()));
    return { detail: M.passwordReset };
  }

  @Post('users/password')
  @ApiOperation({ summary: 'Changer son mot de passe' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Mot de passe changé.' })
  @HttpCode(200)
  @Authenticated()
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto) {
    await this.commands.execute(new ChangePasswordCommand(user.id, body.oldpassword, body.password));
    return { detail: M.passwordChanged };
  }

  @Post('users/email/confirm')
  @ApiOperation({ summary: 'Confirmer une nouvelle adresse courriel' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Adresse changée.' })
  @HttpCode(200)
  async confirmEmailChange(@Body() body: EmailChangeConfirmDto) {
    const { token } = body;
    if (!looksLikeAccountToken(token)) throw new BadRequestException({ detail: M.invalidLink });
    await this.commands.execute(new ConfirmEmailChangeCommand(token, new Date()));
    return { detail: M.emailChanged };
  }

  /** Mails the signed one-click link to a subscribed address: typing an address unsubscribes nobody. */
  @Post('users/unsubscribe')
  @ApiOperation({ summary: 'Recevoir par courriel le lien de désinscription de la lettre d’information' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Même réponse que l’adresse existe ou non.' })
  @HttpCode(200)
  async unsubscribe(@Body() body: MailRequestDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.throttle('newsletter-unsubscribe', body.email, req, reply);
    await this.commands.execute(new RequestUnsubscribeLinkCommand(body.email, body.label ?? undefined));
    return { detail: M.unsubscribeLinkSent };
  }

  @Post('forgot-voucher')
  @ApiOperation({ summary: 'Recevoir par courriel ses cartes cadeaux oubliées' })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'Même réponse que l’adresse existe ou non.' })
  @HttpCode(200)
  async forgotVoucher(@Body() body: MailRequestDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.throttle('forgotten-vouchers', body.email, req, reply);
    await this.commands.execute(new SendForgottenVouchersCommand(body.email, body.label ?? undefined, new Date()));
    return { detail: M.forgottenVouchersSent };
  }

  /** Mailbox flooding: 429 with Retry-After once the address or the IP asked too often. */
  private async throttle(kind: MailRequestKind, email: string, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      await this.mailRequests.consume(kind, email, req.ip);
    } catch (error) {
      if (error instanceof TooManyMailRequests) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
