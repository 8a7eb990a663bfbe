import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { unsubscribeFromNewsletter } from '@shop/auth';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { DataSource } from 'typeorm';
import { NEWSLETTER_MESSAGES as M } from '../domain/newsletter-messages';
import { isUnsubscribeToken } from '../domain/unsubscribe-token';
import { NewsletterDetailResponse } from '../staff/newsletters.responses';
import { UnsubscribeBodyDto, UnsubscribeLinkDto } from './unsubscribe.dto';

/**
 * One-click unsubscription (RFC 8058): the mail provider posts `List-Unsubscribe=One-Click` to the
 * URL of the mail's header, without cookie or login; the SPA's page posts the same address and
 * token. The token (an HMAC of the address) is the only proof asked, so the route is exempt from
 * anti-forgery; a bad one is refused the same way whether the address has an account or not.
 */
@ApiTags('Lettre d’information')
@Controller('api/newsletter')
export class NewsletterUnsubscribeController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({ summary: 'Se désinscrire de la lettre d’information en un clic (lien signé)' })
  @ApiOkResponse({ type: NewsletterDetailResponse, description: 'La désinscription est faite (ou l’adresse ne recevait plus la lettre).' })
  async unsubscribe(@Query() query: UnsubscribeLinkDto, @Body() body: UnsubscribeBodyDto) {
    const email = query.email ?? body?.email;
    const token = query.token ?? body?.token;
    if (!email || !token || !isUnsubscribeToken(this.config.jwtSecret, email, token)) throw new BadRequestException({ detail: M.badToken });
    await unsubscribeFromNewsletter(this.db, email);
    return { detail: M.unsubscribed };
  }
}
