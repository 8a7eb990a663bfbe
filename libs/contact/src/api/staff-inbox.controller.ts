import { Controller, Get, HttpException, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@shop/auth';
import { ApiFileResponse, ApiPageOf, parseListQuery, Req, RequestInfo } from '@shop/common';
import type { FastifyReply } from 'fastify';
import { GetSubmittedFileQuery, ListContactMessagesQuery, ListProjectSubmissionsQuery, STAFF_INBOX_SPEC } from '../queries/staff-inbox.queries';
import { DOCUMENT_TYPES } from '../domain/document-type';
import { ParseBigIdPipe, StaffInboxListQuery } from './staff-inbox.dto';
import { ContactMessageResponse, ProjectSubmissionResponse } from './staff-inbox.responses';

/** `filename="…"` for plain ASCII readers, `filename*` (RFC 5987) for the real, accented name. */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** What visitors sent the editorial team, for staff: contact messages, project submissions and their manuscripts. Others 403, anonymous 401. */
@ApiTags('Messages reçus (équipe)')
@Controller('api/staff')
@Roles('staff')
export class StaffInboxController {
  constructor(private readonly queries: QueryBus) {}

  /** DRF page of the contact messages, newest first. */
  @Get('contact-messages')
  @ApiOperation({ summary: 'Lister les messages de contact (équipe)' })
  @ApiPageOf(ContactMessageResponse, 'Une page des messages, du plus récent au plus ancien.')
  messages(@Query() query: StaffInboxListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListContactMessagesQuery(parseListQuery({ ...query }, STAFF_INBOX_SPEC), info.url));
  }

  /** DRF page of the project submissions, newest first, with the manuscript's name, size and type. */
  @Get('project-submissions')
  @ApiOperation({ summary: 'Lister les projets proposés (équipe)' })
  @ApiPageOf(ProjectSubmissionResponse, 'Une page des projets, du plus récent au plus ancien.')
  submissions(@Query() query: StaffInboxListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListProjectSubmissionsQuery(parseListQuery({ ...query }, STAFF_INBOX_SPEC), info.url));
  }

  /**
   * The manuscript as sent, as a download: visitors' files are never rendered by the browser in the
   * shop's origin (attachment, nosniff, a sandboxing CSP), nor kept by a shared cache.
   */
  @Get('project-submissions/:id/file')
  @ApiOperation({ summary: 'Télécharger le manuscrit d’un projet (équipe)' })
  @ApiFileResponse([...Object.values(DOCUMENT_TYPES), 'application/octet-stream'], 'Le manuscrit tel qu’envoyé, en pièce jointe.')
  async file(@Param('id', ParseBigIdPipe) id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.queries.execute(new GetSubmittedFileQuery(id));
    if (!file) throw new HttpException({ detail: 'Pas trouvé.' }, 404);
    reply.header('content-type', file.type);
    reply.header('content-disposition', attachmentDisposition(file.name));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('cache-control', 'private, no-store');
    return file.bytes;
  }
}
