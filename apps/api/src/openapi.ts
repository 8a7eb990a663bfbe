import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { ContentObject, OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { CSRF_HEADER } from '@shop/auth';

/** Where the document and its browsable page are served. */
export const OPENAPI_JSON_PATH = '/api/schema';
export const OPENAPI_UI_PATH = '/api/docs';

const FIELD_ERRORS = {
  description: 'Erreurs par champ (forme de Django REST Framework) : une liste de messages en français par champ, un objet par objet imbriqué, une liste par liste imbriquée.',
  type: 'object',
  additionalProperties: {
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'object' }, { type: 'array', items: { type: 'object' } }],
  },
  example: { quantity: ['La quantité minimum est 1.'] },
};

const DETAIL = {
  description: 'Erreur générale (forme de Django REST Framework).',
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
  example: { detail: 'Pas trouvé.' },
};

const PAGE = {
  description: 'Page d’une liste (LimitOffsetPagination de Django REST Framework).',
  type: 'object',
  required: ['count', 'next', 'previous', 'results'],
  properties: {
    count: { type: 'integer', minimum: 0 },
    next: { type: 'string', format: 'uri', nullable: true },
    previous: { type: 'string', format: 'uri', nullable: true },
    results: { type: 'array', items: { type: 'object' } },
  },
};

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: SchemaObject | ReferenceObject): ContentObject => ({ 'application/json': { schema } });

/** Answers every operation may give, in DRF's shapes, added where the controller does not say. */
const COMMON_RESPONSES: Record<string, ResponseObject> = {
  '400': { description: 'Données invalides', content: json({ oneOf: [ref('DrfFieldErrors'), ref('DrfDetail')] }) },
  '401': { description: 'Non authentifié', content: json(ref('DrfDetail')) },
  '403': { description: 'Interdit (rôle, ou jeton anti-falsification absent)', content: json(ref('DrfDetail')) },
  '404': { description: 'Pas trouvé', content: json(ref('DrfDetail')) },
  '429': { description: 'Trop de requêtes', content: json(ref('DrfDetail')) },
};

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** The operations of a path item: its other fields (summary, servers, parameters…) answer nothing. */
function isOperation(value: unknown): value is OperationObject {
  return typeof value === 'object' && value !== null && 'responses' in value;
}

/**
 * Completes what the decorators say: the shared error answers on every operation, the paginated
 * envelope on list reads (operations whose query takes `limit`), and the anti-forgery header on
 * every unsafe call (the bank's notification aside, which the MAC seal authenticates).
 */
function completeDocument(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, DrfFieldErrors: FIELD_ERRORS, DrfDetail: DETAIL, DrfPage: PAGE } as never;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!isOperation(operation)) continue;
      for (const [status, response] of Object.entries(COMMON_RESPONSES)) operation.responses[status] ??= response;
      const isList = method === 'get' && (operation.parameters ?? []).some((p) => 'in' in p && p.in === 'query' && p.name === 'limit');
      // A list the controller did not type (ApiPageOf) still gets the envelope.
      const ok = operation.responses['200'];
      if (isList && !(ok && 'content' in ok && ok.content)) operation.responses['200'] = { description: 'Une page de résultats', content: json(ref('DrfPage')) };
      operation.security = [{ bearer: [] }, {}];
      if (UNSAFE.has(method) && path !== '/api/payment/notification') operation.security = [{ bearer: [], csrf: [] }, { csrf: [] }];
    }
  }
  return document;
}

/** Builds the OpenAPI 3 document from the controllers and their DTOs. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Exemplaire — API de la boutique')
    .setDescription(
      'API de la librairie, de la maison d’édition et du financement participatif. Erreurs et listes suivent les conventions de Django REST Framework ; ' +
        'les appels non sûrs portent l’en-tête X-CSRFToken égal au cookie csrftoken.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addApiKey({ type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'Jeton anti-falsification : la valeur du cookie csrftoken.' }, 'csrf')
    .build();
  return completeDocument(SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` }));
}

/** Serves the document at /api/schema/ and a browsable page at /api/docs/ (assets from swagger-ui-dist). */
export function registerApiDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Exemplaire — API',
  });
}
