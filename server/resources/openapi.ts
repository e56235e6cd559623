/**
 * An OpenAPI 3 document of every route registered after this one, generated from the same zod
 * schemas the routes validate with, served at `GET /api/docs`.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('swagger')) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Contractbeheer API',
        version: '1',
        description:
          'Resources speak the ra-data-simple-rest dialect: `sort=["field","ASC"]`, `range=[0,24]`, ' +
          '`filter={"q":"…"}`, answered with a JSON array and `Content-Range`. Validation errors are ' +
          '400 `{message, errors: {field: i18n key}}`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
