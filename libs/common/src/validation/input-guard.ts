import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INPUT_MESSAGES as M } from './messages';

/** Deeper JSON than this is no form a shop sends: refused before any code walks it. */
export const MAX_INPUT_DEPTH = 16;

export interface UnsafeText {
  /** Top-level name of the offending value (path parameter, query parameter or body field). */
  field: string;
  message: string;
}

/** The first character PostgreSQL or a JSON encoder cannot take: NUL, or half of a surrogate pair. */
export function unsafeCharacterMessage(text: string): string | null {
  if (text.includes('\u0000')) return M.nullCharacter;
  // Node 20 has String.prototype.isWellFormed (ES2024); the project's lib setting is ES2023.
  if ((text as string & { isWellFormed(): boolean }).isWellFormed()) return null;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return M.surrogate(code);
    } else if (code >= 0xdc00 && code <= 0xdfff) return M.surrogate(code);
  }
  return null;
}

/**
 * Walks a parsed input (iteratively, keys included) and names the first unsafe string or the
 * first value nested deeper than MAX_INPUT_DEPTH. The work is bounded by the parsed body's size,
 * which the body limit bounds.
 */
export function findUnsafeInput(input: unknown, fallbackField = 'non_field_errors'): UnsafeText | null {
  if (input === null || typeof input !== 'object') {
    const message = typeof input === 'string' ? unsafeCharacterMessage(input) : null;
    return message ? { field: fallbackField, message } : null;
  }
  const stack: Array<{ value: unknown; depth: number; field: string }> = [];
  for (const [key, value] of Object.entries(input)) {
    const keyMessage = unsafeCharacterMessage(key);
    if (keyMessage) return { field: fallbackField, message: keyMessage };
    stack.push({ value, depth: 1, field: Array.isArray(input) ? fallbackField : key });
  }
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop()!;
    if (typeof value === 'string') {
      const message = unsafeCharacterMessage(value);
      if (message) return { field, message };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { field, message: M.tooDeep };
      for (const [key, child] of Object.entries(value)) {
        const keyMessage = unsafeCharacterMessage(key);
        if (keyMessage) return { field, message: keyMessage };
        stack.push({ value: child, depth: depth + 1, field });
      }
    }
  }
  return null;
}

/**
 * Refuses, with a French 400 in DRF's shape, any request whose decoded path parameters, query or
 * JSON body hold a NUL byte or a lone surrogate (PostgreSQL refuses the first, encoders mangle
 * the second), or nesting deeper than any form of the shop. Runs once the router has matched and
 * the body is parsed, before guards, pipes and handlers: no handler ever sees such a string.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const found = findUnsafeInput(req.params) ?? findUnsafeInput(req.query) ?? (typeof req.isMultipart === 'function' && req.isMultipart() ? null : findUnsafeInput(req.body));
    if (!found) return;
    return reply
      .code(400)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ [found.field]: [found.message] }));
  });
}
