import { LoggerService } from '@nestjs/common';
import { AppConfig, currentRequestId, logContext, REQUEST_ID_HEADER, requestIdFrom } from '@shop/common';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** Fastify's pino logger: JSON lines, the request id under `requestId`; tests log errors only. */
export function fastifyLogging(config: AppConfig): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logger: { level: config.nodeEnv === 'test' ? 'error' : config.logLevel },
    // The caller's X-Request-Id when well-formed (a load balancer's, a retrying client's), else a new one.
    genReqId: (req: IncomingMessage) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: config.nodeEnv === 'test' }),
  };
}

/** Echoes the request id and makes it the log context of everything the request runs. */
export function registerRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    logContext.enterWith({ requestId: req.id });
  });
}

/** Nest's logger calls written by Fastify's pino logger, with the context and the current request id. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', message: unknown, params: unknown[], stack?: unknown): void {
    const context = typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    const requestId = currentRequestId();
    const fields: Record<string, unknown> = { ...(context ? { context } : {}), ...(requestId ? { requestId } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else this.pino[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    // Nest passes (message, stack, context) for errors.
    const stack = params.length > 1 && typeof params[0] === 'string' ? params[0] : undefined;
    this.write('error', message, params, stack);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
}
