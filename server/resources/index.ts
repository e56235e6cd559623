/**
 * The REST API of every declared resource (docs/architecture.md#one-declaration, docs/architecture.md#a-request): list, options, show, create,
 * update, delete and image downloads, with validation, access rules, tenant scoping and hooks
 * applied here, once, for all of them.
 */

import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../src/schema/dsl';
import { resources as declared } from '../../src/schema/resources';
import type { AppDeps } from '../deps';
import { diskFileStore } from '../files/disk-store';
import { declaredExtensions } from './declared-extensions';
import type { ExtensionDeps, ResourceExtension } from './extensions';
import { registerOpenApi } from './openapi';
import { optionsRoute } from './options';
import { buildRegistry } from './registry';
import { resourceRoutes } from './routes';

/**
 * The server sides of the resources that need more than the engine, by convention: the module
 * `extensions/<resource name>.ts` (server/resources/extensions.ts), listed in
 * declared-extensions.ts by `npm run db:generate`, so a new extension is one new file.
 */
function loadExtensions(deps: ExtensionDeps): ReadonlyMap<string, ResourceExtension> {
  return new Map(
    Object.entries(declaredExtensions).flatMap(([name, module]) => {
      const extension = module(deps);
      return extension ? [[name, extension] as const] : [];
    }),
  );
}

/**
 * Registers the routes of `resources` (default: every declared resource). A resource this app
 * already serves is skipped, so a test may register its own extra resource next to the list.
 * Call it before other routes so that the OpenAPI document describes them too.
 */
export async function registerResources(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'> & ExtensionDeps & Partial<Pick<AppDeps, 'files'>>,
  resources: readonly Resource[] = declared,
): Promise<void> {
  await registerOpenApi(app);
  const registry = buildRegistry(resources);
  const env = {
    db: deps.db,
    registry,
    now: deps.now,
    files: deps.files ?? diskFileStore(resolve('data')),
    storageQuotaBytes: deps.config?.storageQuotaBytes,
  };
  const extensions = loadExtensions(deps);
  for (const resource of resources) {
    if (app.hasRoute({ method: 'GET', url: `/api/${resource.name}` })) continue;
    const extension = extensions.get(resource.name) ?? {};
    // Before `/:id`, so `list` or an extension's own path is never taken for an id.
    extension.routes?.(app, env);
    optionsRoute(app, env, resource);
    resourceRoutes(app, env, resource, extension);
  }
}

export { buildRegistry } from './registry';
