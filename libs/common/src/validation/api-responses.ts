import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProduces, getSchemaPath } from '@nestjs/swagger';

/** The OpenAPI answer of a DRF list: the page envelope (`DrfPage`) with its results typed. */
export function ApiPageOf(item: Type<unknown>, description = 'Une page de résultats'): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(item),
    ApiOkResponse({
      description,
      schema: { allOf: [{ $ref: '#/components/schemas/DrfPage' }, { properties: { results: { type: 'array', items: { $ref: getSchemaPath(item) } } } }] },
    }),
  );
}

/** The OpenAPI answer of a route that sends a file (an invoice's PDF, an image, a manuscript). */
export function ApiFileResponse(mimeTypes: string[], description: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiProduces(...mimeTypes),
    ApiOkResponse({ description, content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }),
  );
}
