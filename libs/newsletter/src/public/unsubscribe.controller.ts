import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { isUnsubscribeToken, unsubscribeFromNewsletter } from '@shop/auth';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { shopLink } from '@shop/mail';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { NEWSLETTER_MESSAGES as M } from '../domain/newsletter-messages';
import { NewsletterDetailResponse } from '../staff/newsletters.responses';
import { UnsubscribeBodyDto, UnsubscribeLinkDto } from './unsubscribe.dto';

/**
 * One-click unsubscription (RFC 8058): the mail provider posts `List-Unsubscribe=One-Click` to the
 * URL of the mail's header, without cookie or login; the SPA's page posts the same address and
 * token. The token (an HMAC of the address) is the only proof asked, so the route is exempt from
 * anti-forgery; a bad one is refused the same way whether the address has an account or not.
 * A GET of the same URL (a link scanner, a reader's click in a mail client without one-click
 * support) takes nobody off the list: it is sent to the signed confirmation page of the SPA.
 */
@ApiTags('Lettre d’information')
@Controller('api/newsletter')
export class NewsletterUnsubscribeController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('unsubscribe')
  @ApiOperation({
    summary: 'Ouvrir le lien de désinscription en un clic : renvoie vers la page de confirmation, sans rien désinscrire',
    description: 'RFC 8058 : seule la requête POST désinscrit ; les GET des analyseurs de liens ne changent rien.',
  })
  @ApiResponse({
    status: 303,
    type: NewsletterDetailResponse,
    description: 'Vers la page de désinscription signée du site (en-tête Location), qui demande de confirmer.',
    headers: { Location: { description: 'La page de confirmation, avec l’adresse et le jeton du lien.', schema: { type: 'string' } } },
  })
  async confirmationPage(@Query() query: UnsubscribeLinkDto, @Res() reply: FastifyReply): Promise<void> {
    const slug = await this.labelSlug(query.label);
    const link: Record<string, string> = {};
    if (query.email) link.email = query.email;
    if (query.token) link.token = query.token;
    const location = shopLink(this.config.publicUrl, slug, 'unsubscribe', link);
    await reply.status(303).header('location', location).header('cache-control', 'no-store').send({ detail: M.confirmOnPage });
  }

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

  /** The link's label when it names one, else the first label: its page bears the right name and look. */
  private async labelSlug(slug: string | undefined): Promise<string> {
    const [row] = await this.db.query<{ slug: string }[]>('SELECT slug FROM labels ORDER BY (slug = $1) DESC, id LIMIT 1', [slug ?? '']);
    return row?.slug ?? '';
  }
}
