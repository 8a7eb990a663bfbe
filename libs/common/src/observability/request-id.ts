import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header carrying a request's correlation id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like to be kept (anything else is replaced: it ends up in logs). */
const WELL_FORMED = /^[\w.:-]{1,100}$/;

/** The caller's id when well-formed, otherwise a new one. */
export function requestIdFrom(header: unknown): string {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : randomUUID();
}

/**
 * The correlation id of a request as the API assigned it (Fastify's `request.id`, see createApp),
 * or one read from the header when the request did not go through it.
 */
export function requestIdOf(req: { id?: unknown; headers?: Record<string, unknown> }): string {
  return typeof req.id === 'string' && WELL_FORMED.test(req.id) ? req.id : requestIdFrom(req.headers?.[REQUEST_ID_HEADER]);
}

/** The request id of the work being done (an HTTP request, a job), for the loggers to stamp their lines. */
export const logContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` in the log context (nothing to add when there is none). */
export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  return requestId ? logContext.run({ requestId }, fn) : fn();
}

/** The request id of the current work, if any. */
export const currentRequestId = (): string | undefined => logContext.getStore()?.requestId;
