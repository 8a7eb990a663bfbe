import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-id';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest's levels up to a LOG_LEVEL (fatal, error, warn, info, debug). */
export function nestLogLevels(level: string): LogLevel[] {
  const nest = level === 'info' ? 'log' : (level as LogLevel);
  const index = LEVELS.indexOf(nest);
  return LEVELS.slice(0, index < 0 ? LEVELS.indexOf('log') + 1 : index + 1);
}

type JsonLogOptions = { context: string; logLevel: LogLevel; writeStreamType?: 'stdout' | 'stderr'; errorStack?: unknown; params?: Record<string, unknown>; error?: Error };

/**
 * One JSON object per line (Nest's JSON console format), stamped with the request id of the work
 * under way (an HTTP request, or a job that carries one), so one id finds a request's every line
 * in the API and in the worker.
 */
export class JsonLogger extends ConsoleLogger {
  constructor(level: string) {
    super({ json: true, logLevels: nestLogLevels(level) });
  }

  protected override getJsonLogObject(message: unknown, options: JsonLogOptions) {
    const object = super.getJsonLogObject(message, options);
    const requestId = currentRequestId();
    return requestId ? { ...object, requestId } : object;
  }
}
