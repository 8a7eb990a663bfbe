import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

const FRENCH_DETAIL: Record<number, string> = {
  400: 'Requête invalide.',
  401: "Informations d'authentification non fournies.",
  403: "Vous n'avez pas la permission d'effectuer cette action.",
  404: 'Pas trouvé.',
  405: 'Méthode non autorisée.',
  409: 'Conflit : la ressource a été modifiée entre-temps, veuillez réessayer.',
  413: 'Requête trop volumineuse.',
  414: 'Adresse trop longue.',
  415: 'Type de média non supporté.',
  429: 'Trop de requêtes, veuillez réessayer plus tard.',
  500: 'Erreur interne du serveur.',
};

/**
 * Gives every error the Django REST Framework shape the SPA reads: field errors as
 * `{field: [messages]}`, everything else as `{detail}` in French. Never leaks a stack trace.
 */
@Catch()
export class DrfExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  /** @param clientRoutes answers unknown GET (and HEAD: headers only) paths outside /api and /media: the SPA’s pages. */
  constructor(private readonly clientRoutes: ((req: FastifyRequest, reply: FastifyReply) => void) | null = null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toDrf(exception);
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    if (status === 404 && this.clientRoutes !== null && this.isClientRoute(req)) {
      this.clientRoutes(req, reply);
      return;
    }
    // A 503 is an answer given on purpose (a readiness check while Redis is away), not a crash.
    const deliberate = exception instanceof HttpException && status === HttpStatus.SERVICE_UNAVAILABLE;
    if (status >= 500 && !deliberate) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  }

  private isClientRoute(req: FastifyRequest): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|media|admin|metrics|health)(\/|$|\?)/.test(req.url);
  }

  private toDrf(exception: unknown): { status: number; body: unknown } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null && !('statusCode' in response)) {
        return { status, body: response };
      }
      return { status, body: { detail: FRENCH_DETAIL[status] ?? (typeof response === 'string' ? response : exception.message) } };
    }
    // Fastify's own errors (bad JSON body, payload too large…) carry a statusCode.
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return { status: statusCode, body: { detail: FRENCH_DETAIL[statusCode] ?? FRENCH_DETAIL[400] } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { detail: FRENCH_DETAIL[500] } };
  }
}

/**
 * Errors Fastify's router answers before any handler (a URL it cannot decode, a path segment past
 * its length limit): in DRF's shape too, so no answer of the API escapes the contract.
 */
export function drfFrameworkErrors(error: { statusCode?: number }, _req: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ detail: FRENCH_DETAIL[status] ?? FRENCH_DETAIL[400] }));
}
