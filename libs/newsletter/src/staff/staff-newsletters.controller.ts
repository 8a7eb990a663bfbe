import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { CreateNewsletterDto, NEWSLETTER_LIST_SPEC, NewsletterListQuery, SendNewsletterDto, UpdateNewsletterDto } from './newsletters.dto';
import { NewsletterDetailResponse, NewsletterPreviewResponse, NewsletterProgressResponse, NewsletterResponse } from './newsletters.responses';
import { StaffNewsletters } from './staff-newsletters.service';

/** Staff only: newsletters written, previewed, tried, then sent once to the subscribed readers. */
@ApiTags('Lettres d’information (équipe)')
@Controller('api/staff/newsletters')
@Roles('staff')
export class StaffNewslettersController {
  constructor(private readonly newsletters: StaffNewsletters) {}

  @Get()
  @ApiOperation({ summary: 'Lister les lettres d’information (équipe)' })
  @ApiPageOf(NewsletterResponse, 'Une page de lettres, les plus récentes d’abord.')
  list(@Query() query: NewsletterListQuery, @Req() info: RequestInfo) {
    const { status, ...rest } = query;
    return this.newsletters.list(parseListQuery({ ...rest }, NEWSLETTER_LIST_SPEC), status, info.url);
  }

  @Post()
  @ApiOperation({ summary: 'Écrire une lettre d’information (équipe)' })
  @ApiCreatedResponse({ type: NewsletterResponse, description: 'La lettre, brouillon en version 1.' })
  create(@CurrentUser() staff: AuthUser, @Body() body: CreateNewsletterDto) {
    return this.newsletters.create(body, staff.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire une lettre d’information (équipe)' })
  @ApiOkResponse({ type: NewsletterResponse, description: 'La lettre et ses compteurs.' })
  read(@Param('id', ParseIdPipe) id: number) {
    return this.newsletters.get(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier une lettre d’information tant qu’elle n’est pas partie (équipe)' })
  @ApiOkResponse({ type: NewsletterResponse, description: 'La lettre après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateNewsletterDto) {
    return this.newsletters.update(id, body, staff.id);
  }

  @Get(':id/preview')
  @ApiOperation({ summary: 'Aperçu du courriel tel qu’il part (équipe)' })
  @ApiOkResponse({ type: NewsletterPreviewResponse, description: 'Objet, HTML et texte du courriel.' })
  preview(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number) {
    return this.newsletters.preview(id, staff.email);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'M’envoyer un essai de la lettre (équipe)' })
  @ApiAcceptedResponse({ type: NewsletterDetailResponse, description: 'L’essai part vers l’adresse du membre de l’équipe.' })
  test(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number) {
    return this.newsletters.test(id, staff.email);
  }

  @Post(':id/send')
  @HttpCode(200)
  @ApiOperation({ summary: 'Envoyer la lettre maintenant ou la programmer, une seule fois (équipe)' })
  @ApiOkResponse({ type: NewsletterResponse, description: 'La lettre, programmée ou en cours d’envoi.' })
  send(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: SendNewsletterDto) {
    return this.newsletters.send(id, body.at, staff.id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Annuler l’envoi programmé d’une lettre, qui redevient un brouillon (équipe)' })
  @ApiOkResponse({ type: NewsletterResponse, description: 'La lettre, redevenue brouillon ; 409 si son envoi a commencé.' })
  cancel(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number) {
    return this.newsletters.cancel(id, staff.id);
  }

  @Get(':id/progress')
  @ApiOperation({ summary: 'Avancement de l’envoi (équipe)' })
  @ApiOkResponse({ type: NewsletterProgressResponse, description: 'Compteurs lus dans la base de données.' })
  progress(@Param('id', ParseIdPipe) id: number) {
    return this.newsletters.progress(id);
  }
}
