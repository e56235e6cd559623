/**
 * The REST API of every declared resource (docs/architecture.md#one-declaration, docs/architecture.md#a-request): list, options, show, create,
 * update, delete and image downloads, with validation, access rules, tenant scoping and hooks
 * applied here, once, for all of them.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../src/schema/dsl';
import { resources as declared } from '../../src/schema/resources';
import { welcomeExtension } from '../auth/welcome';
import { invoicesExtension } from '../billing/routes';
import { contractsExtension } from '../contracts';
import type { AppDeps } from '../deps';
import { subscriptionsExtension } from '../subscriptions';
import type { Extensions } from './extensions';
import { registerOpenApi } from './openapi';
import { optionsRoute } from './options';
import { buildRegistry } from './registry';
import { resourceRoutes } from './routes';

/**
 * Registers the routes of `resources` (default: every declared resource). A resource this app
 * already serves is skipped, so a test may register its own extra resource next to the list.
 * Call it before other routes so that the OpenAPI document describes them too.
 */
/** The server sides of the resources that need more than the engine (server/resources/extensions.ts). */
const extensionsFor = ({ mailer, config }: Partial<AppDeps>): Extensions => ({
  contracts: contractsExtension,
  invoices: invoicesExtension({ mail: mailer, config }),
  subscriptions: subscriptionsExtension,
  // The welcome mail needs the mailer and the app's address (a test may register resources without).
  ...(mailer && config ? { users: welcomeExtension({ mailer, config }) } : {}),
});

export async function registerResources(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'config' | 'mailer'>>,
  resources: readonly Resource[] = declared,
): Promise<void> {
  await registerOpenApi(app);
  const registry = buildRegistry(resources);
  const env = { db: deps.db, registry, now: deps.now, dataDir: deps.config?.dataDir ?? resolve('data') };
  const extensions = extensionsFor(deps);
  for (const resource of resources) {
    if (app.hasRoute({ method: 'GET', url: `/api/${resource.name}` })) continue;
    const extension = extensions[resource.name] ?? {};
    // Before `/:id`, so `list` or an extension's own path is never taken for an id.
    extension.routes?.(app, env);
    optionsRoute(app, env, resource);
    resourceRoutes(app, env, resource, extension);
  }
}

export { buildRegistry } from './registry';
