import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CatalogueReader } from '@shop/catalogue';
import { DrfValidationError } from '@shop/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SendContactMessageCommand, SubmitProjectCommand, type Origin } from '../commands/contact.handlers';
import { parseContactMessage, parseProjectSubmission } from '../domain/contact-forms';
import { CONTACT_MESSAGES as M } from '../domain/contact-messages';
import { ContactForm, ContactRateLimiter, TooManyMessages } from '../security/contact-rate-limiter';
import { readMultipartForm } from './multipart-form';

/** Label 1 (`exemplaire`) when the form names none. */
const DEFAULT_LABEL_ID = 1;

/** The public forms that write to the editorial team: contact and project submissions. */
@Controller('api')
export class ContactController {
  constructor(private readonly commands: CommandBus, private readonly catalogue: CatalogueReader, private readonly limiter: ContactRateLimiter) {}

  /** `{name, email, subject, message, label?}` → 201 `{detail}`. */
  @Post('contact')
  @HttpCode(201)
  async contact(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const form = parseContactMessage(body);
    const origin = await this.origin(body, req, reply, 'contact');
    await this.commands.execute(new SendContactMessageCommand(form, origin));
    return { detail: M.messageSent };
  }

  /** multipart/form-data `{name, email, title, summary, file?, label?}` (JSON without a file works too) → 201 `{detail}`. */
  @Post('project-submissions')
  @HttpCode(201)
  async submitProject(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const multipart = req.isMultipart() ? await readMultipartForm(req) : null;
    const body = multipart ? multipart.fields : req.body;
    if (multipart?.fileTooLarge) {
      // The other fields' errors too, so the visitor fixes everything at once.
      try {
        parseProjectSubmission(body, null);
      } catch (error) {
        if (error instanceof DrfValidationError) throw new DrfValidationError({ ...error.errors, file: [M.fileTooLarge] });
        throw error;
      }
      throw DrfValidationError.single('file', M.fileTooLarge);
    }
    const form = parseProjectSubmission(body, multipart?.file ?? null);
    const origin = await this.origin(body, req, reply, 'project');
    await this.commands.execute(new SubmitProjectCommand(form, origin));
    return { detail: M.projectSent };
  }

  /** The label the visitor browsed (unknown → 400), then one message counted for the IP (429 past the allowance). */
  private async origin(body: unknown, req: FastifyRequest, reply: FastifyReply, kind: ContactForm): Promise<Origin> {
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).label : undefined;
    let labelId = DEFAULT_LABEL_ID;
    if (typeof raw === 'string' || typeof raw === 'number') {
      labelId = await this.catalogue.resolveLabelFilter(raw).then(
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
