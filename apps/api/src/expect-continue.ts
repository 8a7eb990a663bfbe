import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * `Expect: 100-continue` answered the way the body limit needs it. Left to itself, Node answers
 * `100 Continue` as soon as the headers arrive: the client then sends its body, Fastify refuses it
 * at once from its Content-Length (over `bodyLimit`) and closes the connection while the body is
 * still coming in, so the client often sees a reset socket instead of the 413.
 *
 * Here the 100 goes out only when something starts reading the body. A refusal decided before
 * that (the 413 of an oversized body, the same `{detail}` as without Expect; a 401, 403, 404 or
 * 415) is the final answer, the client never sends its body, and Node closes the connection after
 * the answer. A multipart upload, which its route reads within its own limits, gets its 100 as
 * it starts reading.
 */
export function registerExpectContinue(fastify: FastifyInstance): void {
  fastify.server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const read = req._read;
    req._read = function readAfterContinue(this: IncomingMessage, size: number) {
      req._read = read;
      // Node reads on (and drops) what is left of a body after the answer: no 100 after a final answer.
      if (!res.headersSent) res.writeContinue();
      return read.call(this, size);
    };
    fastify.server.emit('request', req, res);
  });
}
