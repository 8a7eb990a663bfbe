import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What handlers need to know of the request beyond its parameters: absolute URL and origin for links. */
export interface RequestInfo {
  /** Absolute URL of the request, query string included. */
  url: string;
  /** scheme://host[:port], base of absolute media and pagination links. */
  origin: string;
  /** Raw query parameters. */
  query: Record<string, unknown>;
}

export function requestInfo(req: FastifyRequest): RequestInfo {
  const origin = `${req.protocol}://${req.host}`;
  return { url: origin + req.url, origin, query: (req.query ?? {}) as Record<string, unknown> };
}

/** Injects RequestInfo into a controller method. */
export const Req = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestInfo => requestInfo(ctx.switchToHttp().getRequest<FastifyRequest>()));
