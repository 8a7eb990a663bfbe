import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogueReader } from '@shop/catalogue';
import { DrfValidationError, FieldErrors } from '@shop/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SendContactMessageCommand, SubmitProjectCommand, type Origin } from '../commands/contact.handlers';
import { checkManuscript, type Manuscript, type ProjectSubmissionForm } from '../domain/contact-forms';
import { CONTACT_MESSAGES as M } from '../domain/contact-messages';
import { ContactForm, ContactRateLimiter, TooManyMessages } from '../security/contact-rate-limiter';
import { ContactMessageDto, ProjectSubmissionDto, ProjectSubmissionFormDoc } from './contact.dto';
import { ContactDetailResponse } from './contact.responses';
import { type MultipartForm, readMultipartForm, validateFields } from './multipart-form';

/** Label 1 (`exemplaire`) when the form names none. */
const DEFAULT_LABEL_ID = 1;

/** The manuscript part of a form: none, accepted (its type from its bytes), or refused with its message. */
function manuscriptOf(form: MultipartForm | null): { file: Manuscript | null } | { error: string } {
  if (form?.fileTooLarge) return { error: M.fileTooLarge };
  return form?.file ? checkManuscript(form.file) : { file: null };
}

/** The public forms that write to the editorial team: contact and project submissions. */
@ApiTags('Contact')
@Controller('api')
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly catalogue: CatalogueReader,
    private readonly limiter: ContactRateLimiter,
  ) {}

  /** `{name, email, subject, message, label?}` → 201 `{detail}`. */
  @Post('contact')
  @ApiOperation({ summary: 'Écrire à la rédaction' })
  @ApiCreatedResponse({ type: ContactDetailResponse, description: 'Message enregistré, puis envoyé à la rédaction.' })
  @HttpCode(201)
  async contact(@Body() body: ContactMessageDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const form = { name: body.name, email: body.email, subject: body.subject ?? '', message: body.message };
    const origin = await this.origin(body.label, req, reply, 'contact');
    await this.commands.execute(new SendContactMessageCommand(form, origin));
    return { detail: M.messageSent };
  }

  /**
   * multipart/form-data `{name, email, title, summary, file?, label?}` (JSON without a file works
   * too) → 201 `{detail}`. The body is read here, not by a `@Body()` pipe: a multipart request has
   * its fields in its parts. Every field's error and the file's come back at once.
   */
  @Post('project-submissions')
  @ApiOperation({ summary: 'Proposer un projet d’édition (manuscrit joint)' })
  @ApiCreatedResponse({ type: ContactDetailResponse, description: 'Projet enregistré, puis signalé à la rédaction.' })
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: ProjectSubmissionFormDoc })
  async submitProject(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const multipart = req.isMultipart() ? await readMultipartForm(req) : null;
    const { fields, errors } = await validateFields(ProjectSubmissionDto, multipart ? multipart.fields : req.body);
    const manuscript = manuscriptOf(multipart);
    const allErrors: FieldErrors = 'error' in manuscript ? { ...errors, file: [manuscript.error] } : errors;
    if (!fields || Object.keys(allErrors).length > 0) throw new DrfValidationError(allErrors);
    const form: ProjectSubmissionForm = {
      name: fields.name,
      email: fields.email,
      title: fields.title,
      summary: fields.summary,
      file: 'file' in manuscript ? manuscript.file : null,
    };
    const origin = await this.origin(fields.label, req, reply, 'project');
    await this.commands.execute(new SubmitProjectCommand(form, origin));
    return { detail: M.projectSent };
  }

  /** The label the visitor browsed (unknown → 400), then one message counted for the IP (429 past the allowance). */
  private async origin(label: number | string | null | undefined, req: FastifyRequest, reply: FastifyReply, kind: ContactForm): Promise<Origin> {
    let labelId = DEFAULT_LABEL_ID;
    if (label !== undefined && label !== null) {
      labelId = await this.catalogue.resolveLabelFilter(label).then(
        (id) => id ?? DEFAULT_LABEL_ID,
        (error: unknown) => {
          throw error instanceof DrfValidationError ? DrfValidationError.single('label', M.labelUnknown) : error;
        },
      );
    }
    try {
      await this.limiter.consume(kind, req.ip);
    } catch (error) {
      if (error instanceof TooManyMessages) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    return { labelId, ip: req.ip };
  }
}
