import { DrfValidationError, FieldErrors, findUnsafeInput, type MultipartForm, type MultipartLimits, readInput, readMultipartForm as readForm } from '@shop/common';
import type { FastifyRequest } from 'fastify';
import { CONTACT_MESSAGES as M } from '../domain/contact-messages';
import { MAX_DOCUMENT_BYTES } from '../domain/document-type';

export type { MultipartForm };

/**
 * The limits of a project submission: one file of 10 MB at most (a larger one is cut off while
 * streaming, never held whole in memory), a handful of short fields.
 */
const LIMITS: MultipartLimits = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 32 * 1024, parts: 12 };

/** Reads a project submission's multipart form within its limits, refusals in the form's words. */
export function readMultipartForm(req: FastifyRequest): Promise<MultipartForm> {
  return readForm(req, LIMITS, { unreadableForm: M.badForm, oneFileOnly: M.oneFileOnly, fileTooLarge: M.fileTooLarge });
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
