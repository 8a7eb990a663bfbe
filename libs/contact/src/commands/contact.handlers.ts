import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { enqueueInOutbox, QUEUES } from '@shop/common';
import { DataSource } from 'typeorm';
import { CONTACT_OPTIONS, ContactModuleOptions } from '../contact-options';
import type { ContactMessageForm, ProjectSubmissionForm } from '../domain/contact-forms';

/** Where a message came from: the label the visitor was browsing, and the client IP (for abuse reports). */
export interface Origin {
  labelId: number;
  ip: string;
}

/** Stores a contact message and, in the same transaction, the outbox row of the editorial team's mail. */
export class SendContactMessageCommand extends Command<string> {
  constructor(
    readonly form: ContactMessageForm,
    readonly origin: Origin,
  ) {
    super();
  }
}

/** Stores a project submission (its manuscript in the row) and the outbox row of the editorial team's mail. */
export class SubmitProjectCommand extends Command<string> {
  constructor(
    readonly form: ProjectSubmissionForm,
    readonly origin: Origin,
  ) {
    super();
  }
}

@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CONTACT_OPTIONS) private readonly options: ContactModuleOptions,
  ) {}

  execute({ form, origin }: SendContactMessageCommand): Promise<string> {
    return this.db.transaction(async (manager) => {
      const [{ id }] = await manager.query<{ id: string }[]>(
        'INSERT INTO contact_messages (label_id, name, email, subject, message, client_ip) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [origin.labelId, form.name, form.email, form.subject, form.message, origin.ip],
      );
      const messageId = String(id);
      await enqueueInOutbox(
        manager,
        { queue: QUEUES.emails, name: 'send', data: { type: 'contact-message', to: this.options.contactEmail, labelId: origin.labelId, messageId, ...form } },
        `contact-message:${messageId}`,
      );
      return messageId;
    });
  }
}

@CommandHandler(SubmitProjectCommand)
export class SubmitProjectHandler implements ICommandHandler<SubmitProjectCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CONTACT_OPTIONS) private readonly options: ContactModuleOptions,
  ) {}

  execute({ form, origin }: SubmitProjectCommand): Promise<string> {
    const { file } = form;
    return this.db.transaction(async (manager) => {
      const [{ id }] = await manager.query<{ id: string }[]>(
        `INSERT INTO project_submissions (label_id, name, email, title, summary, file_name, file_type, file_size, file_data, client_ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [origin.labelId, form.name, form.email, form.title, form.summary, file?.name ?? null, file?.type ?? null, file?.bytes.length ?? null, file?.bytes ?? null, origin.ip],
      );
      const submissionId = String(id);
      await enqueueInOutbox(
        manager,
        {
          queue: QUEUES.emails,
          name: 'send',
          data: {
            type: 'project-submission',
            to: this.options.contactEmail,
            labelId: origin.labelId,
            submissionId,
            name: form.name,
            email: form.email,
            title: form.title,
            summary: form.summary,
            file: file ? { name: file.name, type: file.type, size: file.bytes.length } : null,
          },
        },
        `project-submission:${submissionId}`,
      );
      return submissionId;
    });
  }
}

export const CONTACT_COMMAND_HANDLERS = [SendContactMessageHandler, SubmitProjectHandler];
