/** One error shape for every answer: `{message}` and, for validation, `errors: {field: message}`. */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The languages an answer's sentence can be in: the app's. */
export type Language = 'nl' | 'en';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** The message as a sentence in the asker's language, where it is one (`message`: the Dutch). */
    readonly inLanguage?: (language: Language) => string,
  ) {
    super(message);
  }
}

/**
 * The language the asker reads: English when `Accept-Language` starts with it (the app sends its
 * own language), else Dutch, the product's language.
 */
export const languageOf = (request: FastifyRequest): Language =>
  /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'nl';

export const badRequest = (errors: Record<string, string>, message = 'Validation failed') =>
  new ApiError(400, message, errors);
export const unauthorized = (message = 'Unauthenticated') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);

/** zod issue paths become dotted field names, the way react-admin forms name their inputs. */
const fieldName = (instancePath: string): string =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      const message = error.inLanguage?.(languageOf(request)) ?? error.message;
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message, errors: error.errors } : { message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation)
        errors[fieldName(issue.instancePath ?? '')] ??= issue.message ?? 'Invalid value';
      return reply.status(400).send({ message: 'Validation failed', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type…
      return reply.status(status).send({ message: error.message });
    }
    // The route's pattern, not the address: a download address carries its token in the query.
    request.log.error(
      { err: error, method: request.method, route: request.routeOptions.url },
      'unhandled error',
    );
    return reply.status(500).send({ message: 'Something went wrong' });
  });
}
