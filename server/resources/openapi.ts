/**
 * An OpenAPI 3 document of every route registered after this one, generated from the same zod
 * schemas the routes validate with, served at `GET /api/docs`.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasCompanyColumn, type Resource, storedFields } from '../../src/schema/dsl';
import type { FieldKind } from '../../src/schema/fields';

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
          '`filter={"q":"…"}`, answered with a JSON array and `Content-Range` (with `X-Total-Estimated: true` when ' +
          'its total is an estimate: more rows than are counted). Validation errors are ' +
          '400 `{message, errors: {field: i18n key}}`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (route) => withErrorAnswers(jsonSchemaTransform(route), route.route.method),
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

/** Every error answer's body (http/errors.ts). */
const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'object',
      description: 'Per field: an i18n key of the app (`resources.…`, `app.validation.…`) or a sentence',
      additionalProperties: { type: 'string' },
    },
  },
};

/** The error answers a route can give, by what it takes and whether it needs a session. */
function errorAnswers(schema: Record<string, unknown>, url: string, methods: string[]) {
  const takesBody = methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
  const takesInput = takesBody || ['querystring', 'params', 'body'].some((part) => schema[part]);
  const isPublic = Array.isArray(schema.security) && schema.security.length === 0;
  const answers: Record<number, string> = {};
  if (takesInput) answers[400] = 'Invalid input: `errors` names each field that was refused, and why';
  if (!isPublic) {
    answers[401] = 'No session, or it has ended';
    answers[403] = "The session's role or company may not do this";
  }
  if (/[:{]/.test(url)) answers[404] = 'No such record, or not one this session may see';
  if (takesBody) answers[413] = 'The body is larger than this route accepts';
  return answers;
}

/** Adds the error answers to a transformed route's responses, where the route states none itself. */
function withErrorAnswers<T extends { schema: unknown; url: string }>(
  transformed: T,
  method: string | string[],
): T {
  const schema = (transformed.schema ?? {}) as Record<string, unknown>;
  const methods = Array.isArray(method) ? method : [method];
  const response = { ...((schema.response ?? {}) as Record<string, unknown>) };
  // A route that states no success answer gets Fastify's default one, as it had before.
  if (!Object.keys(response).some((code) => code.startsWith('2'))) response[200] = { description: 'OK' };
  for (const [code, description] of Object.entries(errorAnswers(schema, transformed.url, methods)))
    response[code] ??= { description, ...errorBody };
  return { ...transformed, schema: { ...schema, response } };
}

/** A stored field as the API sends it (serialize.ts): its JSON type, null when not filled in. */
function outputOf(kind: FieldKind, required: boolean, choices: readonly (string | number)[] = []): z.ZodType {
  const orNull = (type: z.ZodType) => (required ? type : type.nullable());
  switch (kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
      return z.string();
    case 'number':
    case 'money':
    case 'reference':
      return orNull(z.number());
    case 'date':
      return orNull(z.string().meta({ format: 'date' }));
    case 'boolean':
      return z.boolean();
    case 'choice':
      return orNull(z.enum(choices.map(String) as [string, ...string[]]));
    case 'choices':
      return z.array(typeof choices[0] === 'number' ? z.number() : z.string());
    case 'references':
      return z.array(z.number());
    case 'image':
      // The path that serves the image, not its bytes.
      return z.string().nullable();
    case 'group':
      return z.array(z.record(z.string(), z.unknown()));
    case 'password':
      return z.never();
  }
}

/**
 * A record as the API answers it, derived from the declaration: id, company, the stored fields,
 * the timestamps; computed fields (a contract's status) come on top.
 */
export function recordSchema(resource: Resource): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = { id: z.number() };
  if (hasCompanyColumn(resource)) shape.companyId = z.number().nullable();
  for (const field of storedFields(resource)) {
    const meta = resource.meta[field];
    shape[field] = outputOf(meta.kind, meta.required, meta.choices);
  }
  shape.createdAt = z.string().nullable();
  shape.updatedAt = z.string().nullable();
  return z.looseObject(shape).meta({ title: resource.name });
}

/** The options endpoint's answer (options.ts). */
export const optionsSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string() })),
  meta: z.object({
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    per_page: z.number(),
  }),
});

/**
 * For routes whose response schema is documentation only: the answer is written as it is, not
 * checked against the schema (the zod serializer would turn a mismatch into a 500).
 */
export const documentedOnly = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
