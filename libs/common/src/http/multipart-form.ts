import fastifyMultipart from '@fastify/multipart';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { DrfValidationError } from '../drf/errors';

/**
 * What one route accepts in a multipart body. The parser enforces these while streaming: a file
 * past `fileSize` is cut off there (its remaining bytes are read and dropped, never held).
 */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** The French messages of a route's refusals (field `file` for the file's, `detail` for the form's). */
export interface MultipartMessages {
  /** No boundary, cut short, malformed part, too many parts or fields. */
  unreadableForm: string;
  oneFileOnly: string;
  fileTooLarge: string;
}

/** A file part as received: the client's name (untrusted) and its bytes. */
export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

/** The text fields of a form and its `file` part (null when none was chosen). */
export interface MultipartForm {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** The file went past the route's size limit: its bytes were dropped, not kept. */
  fileTooLarge: boolean;
}

/**
 * Defaults for a reader that would pass no limits: small. Every route reads its parts through
 * readMultipartForm with its own limits, which replace these for that request.
 */
const DEFAULT_LIMITS: MultipartLimits = { fileSize: 1_048_576, files: 1, fields: 10, fieldSize: 32 * 1024, parts: 12 };

/**
 * Adds the multipart/form-data parser. It only marks such requests: a route reads the parts itself
 * (readMultipartForm), and JSON routes and the anti-forgery hook (onRequest, before any parsing)
 * work as before.
 */
export async function registerMultipartForms(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart, { limits: DEFAULT_LIMITS });
}

/** The two kinds of part the parser hands over. */
type Part = { type: 'field'; fieldname: string; value: unknown } | { type: 'file'; fieldname: string; filename: string; file: { truncated: boolean }; toBuffer(): Promise<Buffer> };

/** A part as the parser builds it (an error handed over as a value, seen across realms, is none). */
function isPart(value: unknown): value is Part {
  const part = value as { type?: unknown; toBuffer?: unknown } | null;
  return typeof part === 'object' && part !== null && (part.type === 'field' || (part.type === 'file' && typeof part.toBuffer === 'function'));
}

/**
 * Reads a multipart form to its end (so the client gets the answer, not a reset connection), within
 * `limits`. Any failure while reading is the body's fault (no boundary, truncated, malformed part):
 * a 400 with the route's messages. Only the part named `file` is kept as the file.
 */
export async function readMultipartForm(req: FastifyRequest, limits: MultipartLimits, messages: MultipartMessages): Promise<MultipartForm> {
  const unreadable = () => new HttpException({ detail: messages.unreadableForm }, HttpStatus.BAD_REQUEST);
  const fields: [string, string][] = [];
  let file: ReceivedFile | null = null;
  let fileTooLarge = false;
  try {
    // Not thrown: an oversized file is read to its end (and dropped) so the answer reaches the client.
    const options = { limits, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    for await (const received of req.parts(options)) {
      const part: unknown = received;
      if (!isPart(part)) throw unreadable();
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.push([part.fieldname, part.value]);
        continue;
      }
      // Bounded by `limits.fileSize`: the parser stops handing bytes over at the limit.
      const bytes = await part.toBuffer();
      // A browser sends an empty, nameless part for a file input left empty.
      if (part.fieldname !== 'file' || (part.filename === '' && bytes.length === 0)) continue;
      if (part.file.truncated) fileTooLarge = true;
      else file = { name: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_FILES_LIMIT') throw DrfValidationError.single('file', messages.oneFileOnly);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw DrfValidationError.single('file', messages.fileTooLarge);
    if (error instanceof HttpException) throw error;
    throw unreadable();
  }
  // Own properties only (a field named `__proto__` is a plain key), the last value of a repeated name.
  return { fields: Object.fromEntries(fields), file, fileTooLarge };
}
