import fastifyMultipart from '@fastify/multipart';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DrfValidationError, FieldErrors, findUnsafeInput, readInput } from '@shop/common';
import type { FastifyRequest } from 'fastify';
import { CONTACT_MESSAGES as M } from '../domain/contact-messages';
import type { ReceivedFile } from '../domain/contact-forms';
import { MAX_DOCUMENT_BYTES } from '../domain/document-type';

/**
 * The parser's limits, the only place a multipart body is bounded: one file of 10 MB at most (a
 * larger one is cut off there, never held whole in memory), a handful of short fields.
 */
const LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 32 * 1024, parts: 12 };

/**
 * Adds the multipart/form-data parser. It only marks such requests: a route reads the parts itself
 * (readMultipartForm), and JSON routes and the anti-forgery hook (onRequest, before any parsing)
 * work as before.
 */
export async function registerMultipartForms(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart, { limits: LIMITS });
}

/** The text fields of a form and its `file` part (null when none was chosen). */
export interface MultipartForm {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** The file went past the parser's size limit: its bytes were dropped, not kept. */
  fileTooLarge: boolean;
}

/** 400 `{detail}`: a body that is no readable form (no boundary, cut short, over the parser's limits). */
export function unreadableForm(): HttpException {
  return new HttpException({ detail: M.badForm }, HttpStatus.BAD_REQUEST);
}

/** The two kinds of part the parser hands over. */
type Part = { type: 'field'; fieldname: string; value: unknown } | { type: 'file'; fieldname: string; filename: string; file: { truncated: boolean }; toBuffer(): Promise<Buffer> };

/** A part as the parser builds it (an error handed over as a value, seen across realms, is none). */
function isPart(value: unknown): value is Part {
  const part = value as { type?: unknown; toBuffer?: unknown } | null;
  return typeof part === 'object' && part !== null && (part.type === 'field' || (part.type === 'file' && typeof part.toBuffer === 'function'));
}

/**
 * Reads a multipart form to its end (so the client gets the answer, not a reset connection). Any
 * failure while reading is the body's fault (no boundary, truncated, malformed part): a 400.
 */
export async function readMultipartForm(req: FastifyRequest): Promise<MultipartForm> {
  const fields: [string, string][] = [];
  let file: ReceivedFile | null = null;
  let fileTooLarge = false;
  try {
    // Not thrown: an oversized file is read to its end (and dropped) so the answer reaches the client.
    const options = { limits: LIMITS, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    for await (const received of req.parts(options)) {
      const part: unknown = received;
      if (!isPart(part)) throw unreadableForm();
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.push([part.fieldname, part.value]);
        continue;
      }
      const bytes = await part.toBuffer();
      // A browser sends an empty, nameless part for a file input left empty.
      if (part.fieldname !== 'file' || (part.filename === '' && bytes.length === 0)) continue;
      if (part.file.truncated) fileTooLarge = true;
      else file = { name: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_FILES_LIMIT') throw DrfValidationError.single('file', M.oneFileOnly);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw DrfValidationError.single('file', M.fileTooLarge);
    if (error instanceof HttpException) throw error;
    throw unreadableForm();
  }
  // Own properties only (a field named `__proto__` is a plain key), the last value of a repeated name.
  return { fields: Object.fromEntries(fields), file, fileTooLarge };
}

/**
 * A form's fields through their DTO, as the global pipe validates a JSON body: the DTO, or its
 * field errors (the caller adds the file's). A multipart body passes no input guard: its strings
 * are checked here the same way (NUL bytes, lone surrogates).
 */
export async function validateFields<T extends object>(metatype: new () => T, raw: unknown): Promise<{ fields: T | null; errors: FieldErrors }> {
  const unsafe = findUnsafeInput(raw);
  if (unsafe) return { fields: null, errors: { [unsafe.field]: [unsafe.message] } };
  try {
    return { fields: await readInput(metatype, raw), errors: {} };
  } catch (error) {
    if (error instanceof DrfValidationError) return { fields: null, errors: error.errors };
    throw error;
  }
}
