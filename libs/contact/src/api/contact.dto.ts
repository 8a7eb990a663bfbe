import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { INPUT_BOUNDS, TextField, toInteger } from '@shop/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { isValidEmail, LIMITS } from '../domain/contact-forms';
import { CONTACT_MESSAGES as M } from '../domain/contact-messages';

/** Control characters but tabs and line breaks: nothing a visitor types, and they would reach the mails. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A visitor's text as stored: line breaks as \n, no control characters, no surrounding spaces. */
export function cleanText(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim() : value;
}

/** One line: names, subjects, titles and addresses go into mail headers, never with a line break. */
export function cleanLine(value: unknown): unknown {
  const text = cleanText(value);
  return typeof text === 'string' ? text.replace(/\s+/g, ' ') : text;
}

interface FormTextOptions {
  maxLength: number;
  /** The message when the field is missing or blank; optional fields have none. */
  required?: string;
  /** Line breaks kept (message, summary) rather than flattened. */
  multiline?: boolean;
  description: string;
}

/** A text of the forms, cleaned, with the forms' own French messages. */
function FormTextField(options: FormTextOptions): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (options.multiline ? cleanText(value) : cleanLine(value))),
    TextField({
      maxLength: options.maxLength,
      required: options.required !== undefined,
      allowBlank: options.required === undefined,
      description: options.description,
      messages: { required: options.required, type: M.notAString, maxLength: M.maxLength(options.maxLength) },
    }),
  );
}

/** The visitor's address, lower-cased, held to the accounts' rule. */
function FormEmailField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      const line = cleanLine(value);
      return typeof line === 'string' ? line.toLowerCase() : line;
    }),
    IsDefined({ message: M.emailRequired }),
    IsString({ message: M.notAString }),
    IsNotEmpty({ message: M.emailRequired }),
    MaxLength(LIMITS.email, { message: M.maxLength(LIMITS.email) }),
    ValidateBy({ name: 'contactEmail', validator: { validate: (value: unknown) => typeof value === 'string' && isValidEmail(value), defaultMessage: () => M.emailInvalid } }),
    ApiProperty({ required: true, type: 'string', format: 'email', maxLength: LIMITS.email, description: 'Adresse à laquelle la rédaction répond.' }),
  );
}

/** Labels' slugs are `text`: the bound every slug in a path has. */
const SLUG_MAX = 200;

/**
 * The label the visitor was browsing, by id or slug (the default label when absent). Anything
 * that cannot name one reads as an unknown label, the message the form already shows.
 */
function ContactLabelField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? toInteger(value) : value.trim()) : value)),
    IsOptional(),
    ValidateBy({
      name: 'contactLabel',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INPUT_BOUNDS.int4Max) ||
          (typeof value === 'string' && value.length >= 1 && value.length <= SLUG_MAX),
        defaultMessage: () => M.labelUnknown,
      },
    }),
    ApiProperty({
      required: false,
      description: 'Collection consultée (id ou slug) ; la collection par défaut sinon.',
      oneOf: [
        { type: 'integer', minimum: 1, maximum: INPUT_BOUNDS.int4Max },
        { type: 'string', maxLength: SLUG_MAX },
      ],
    } as never),
  );
}

/** `POST api/contact/`: a message to the editorial team. */
export class ContactMessageDto {
  @FormTextField({ maxLength: LIMITS.name, required: M.nameRequired, description: 'Nom du visiteur.' })
  name: string;

  @FormEmailField()
  email: string;

  @FormTextField({ maxLength: LIMITS.subject, description: 'Objet (facultatif).' })
  subject?: string | null;

  @FormTextField({ maxLength: LIMITS.message, required: M.messageRequired, multiline: true, description: 'Message.' })
  message: string;

  @ContactLabelField()
  label?: number | string | null;
}

/**
 * `POST api/project-submissions/`: the text fields of the form (multipart/form-data, or JSON
 * without a file). The manuscript is a file part, checked from its bytes apart from these.
 */
export class ProjectSubmissionDto {
  @FormTextField({ maxLength: LIMITS.name, required: M.nameRequired, description: 'Nom de l’auteur.' })
  name: string;

  @FormEmailField()
  email: string;

  @FormTextField({ maxLength: LIMITS.title, required: M.titleRequired, description: 'Titre du projet.' })
  title: string;

  @FormTextField({ maxLength: LIMITS.summary, required: M.summaryRequired, multiline: true, description: 'Présentation du projet en quelques lignes.' })
  summary: string;

  @ContactLabelField()
  label?: number | string | null;
}

/** The multipart form as documented: the fields above and the optional manuscript. */
export class ProjectSubmissionFormDoc extends ProjectSubmissionDto {
  @ApiProperty({ required: false, type: 'string', format: 'binary', description: 'Manuscrit : PDF, ODT, DOC ou DOCX, 10 Mo au plus.' })
  file?: unknown;
}
