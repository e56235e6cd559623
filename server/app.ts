/** The Fastify application: API routes, error shape, security headers and (optionally) the built app. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LOGIN_PATH } from '../src/schema/access';
import { accountRoutes } from './auth/account-routes';
import { installAuthContext } from './auth/context';
import { loginRoutes } from './auth/login-routes';
import { resetRoutes } from './auth/reset-routes';
import { calendarRoutes } from './calendar/routes';
import type { AppDeps } from './deps';
import { alertMailRoutes } from './digest/routes';
import { fileStoreOf } from './files/storage';
import { installApiCompression } from './http/compression';
import { ApiError, installErrorHandler } from './http/errors';
import { healthRoutes } from './http/health';
import { installLingeringClose } from './http/lingering-close';
import { requestForLog, requestIdOf } from './http/log-redaction';
import { installMetrics } from './http/metrics';
import { rejectNulBytes } from './http/nul-bytes';
import { installSecurityHeaders } from './http/security-headers';
import {
  CONTRACT_LIST_PAGE,
  DASHBOARD_PAGE,
  isAssetPath,
  LOGIN_PAGE,
  sendAppPage,
  serveBuiltApp,
} from './http/static';
import { platformRoutes } from './platform';
import { registerResources } from './resources';

export interface BuildOptions {
  /** Folder of the built app (vite build) to serve at /, or null for the API alone. */
  staticDir?: string | null;
  /**
   * What the server logs: every request (`info`, production) or only failures (`error`, elsewhere),
   * to standard output or `stream`. Left out: nothing (the tests' own apps).
   */
  log?: { level: 'info' | 'error'; stream?: NodeJS.WritableStream };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A POST without a body (logout, super login) that still says `Content-Type: application/json` is
 * a request without a body, not malformed JSON; any other body goes through Fastify's own parser.
 * A body it refuses says why (jsonError).
 * JSON is UTF-8 (RFC 8259): a body that is not (Latin-1 bytes, say) is a 400, where a lenient
 * decoding would store "caf\uFFFD" for "café".
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new ApiError(400, 'The body is not UTF-8 text'), undefined);
      return;
    }
    if (text === '') done(null, undefined);
    else parseJson(request, text, (error, value) => done(error ? jsonError(text) : null, value));
  });
}

/**
 * Why a body is refused as JSON, said plainly (Fastify's own message blames the content type): its
 * syntax, or a key Fastify refuses against prototype pollution in JSON that is otherwise valid.
 */
function jsonError(text: string): ApiError {
  try {
    JSON.parse(text);
    return new ApiError(400, 'The body holds a key "__proto__" or "constructor", which no call takes');
  } catch (error) {
    return new ApiError(400, `The body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * The zod compilers as Fastify's compiler factories. Fastify types these after its Ajv compilers
 * (JSON schemas in, `AjvCompile` out); at run time a factory may return any compiler, which is what
 * `setValidatorCompiler` takes too.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** `files` left out: the store the configuration names (DATA_DIR/files unless FILES_URL says). */
export async function buildApp(
  input: Omit<AppDeps, 'files'> & Partial<Pick<AppDeps, 'files'>>,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const deps: AppDeps = { ...input, files: input.files ?? (await fileStoreOf(input.config)) };
  const app = Fastify({
    logger: options.log
      ? {
          level: options.log.level,
          stream: options.log.stream,
          // Tokens ride in addresses (downloads, mail links): logged redacted (server/http/log-redaction.ts).
          serializers: { req: requestForLog },
        }
      : false,
    bodyLimit: 256 * 1024,
    // Every request has an id: the balancer's X-Request-Id when it sent a sane one, else a new one;
    // it is in each log line of the request and answered as X-Request-Id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Behind a reverse proxy the client address comes from X-Forwarded-For; only trust it when told.
    trustProxy: process.env.TRUST_PROXY === 'true',
    // Bodies, queries and answers are checked and written by their zod schemas. Given as the
    // factories, Fastify does not load its own JSON-schema compilers (Ajv), which no route uses.
    schemaController: { compilersFactory: zodCompilers },
  });
  acceptEmptyJsonBodies(app);
  installErrorHandler(app);
  installLingeringClose(app);
  await installMetrics(app, { db: deps.db, token: deps.config.metricsToken });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  rejectNulBytes(app);
  installSecurityHeaders(app, { production: deps.config.production });
  installApiCompression(app);
  installAuthContext(app, deps.db, deps.now);

  await registerResources(app, deps);
  healthRoutes(app, deps);
  await loginRoutes(app, deps);
  await accountRoutes(app, deps);
  await resetRoutes(app, deps);
  await calendarRoutes(app, deps);
  await alertMailRoutes(app, deps);
  await platformRoutes(app, deps);

  const staticDir = options.staticDir ? resolve(options.staticDir) : null;
  const serveApp = staticDir !== null && existsSync(resolve(staticDir, 'index.html'));
  if (serveApp) await serveBuiltApp(app, staticDir);
  // Client-side routes (/, /contracts/12, /account …) all load the app's single page: pages, not API.
  const page = { schema: { hide: true } };
  if (serveApp)
    for (const [path, built] of [
      ['/', DASHBOARD_PAGE],
      ['/contracts', CONTRACT_LIST_PAGE],
    ] as const) {
      const drawn = existsSync(resolve(staticDir, built)) ? built : undefined;
      app.get(path, page, (_request, reply) => sendAppPage(reply, drawn));
    }
  if (serveApp && existsSync(resolve(staticDir, LOGIN_PAGE)))
    app.get(LOGIN_PATH, page, (_request, reply) => sendAppPage(reply, LOGIN_PAGE));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !isAssetPath(request.url);
    if (serveApp && wantsPage) return sendAppPage(reply);
    return reply.status(404).send({ message: 'Not found' });
  });
  return app;
}
