import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DrfValidationError } from '@shop/common';
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

/** Reads a multipart form to its end (so the client gets the answer, not a reset connection). */
export async function readMultipartForm(req: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, file: null, fileTooLarge: false };
  try {
    // Not thrown: an oversized file is read to its end (and dropped) so the answer reaches the client.
    const options = { limits: LIMITS, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of req.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // A browser sends an empty, nameless part for a file input left empty.
      if (part.fieldname !== 'file' || (part.filename === '' && bytes.length === 0)) continue;
      if (part.file.truncated) form.fileTooLarge = true;
      else form.file = { name: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw DrfValidationError.single('file', M.oneFileOnly);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw DrfValidationError.single('file', M.fileTooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw DrfValidationError.single('non_field_errors', M.badForm);
    throw error;
  }
  return form;
}
