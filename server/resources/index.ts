/**
 * The REST API of every declared resource (docs/architecture.md#one-declaration, docs/architecture.md#a-request): list, options, show, create,
 * update, delete and image downloads, with validation, access rules, tenant scoping and hooks
 * applied here, once, for all of them.
 */
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../src/schema/dsl';
import { resources as declared, resourceByName } from '../../src/schema/resources';
import type { AppDeps } from '../deps';
import type { ExtensionDeps, ExtensionModule, ResourceExtension } from './extensions';
import { registerOpenApi } from './openapi';
import { optionsRoute } from './options';
import { buildRegistry } from './registry';
import { resourceRoutes } from './routes';

const EXTENSIONS_DIR = new URL('./extensions/', import.meta.url);

/**
 * The server sides of the resources that need more than the engine, by convention: the module
 * `extensions/<resource name>.ts` (server/resources/extensions.ts). Read from the directory so a
 * new extension is one new file; a file naming no declared resource is a mistake, refused at start.
 */
async function loadExtensions(deps: ExtensionDeps): Promise<ReadonlyMap<string, ResourceExtension>> {
  const files = readdirSync(EXTENSIONS_DIR).filter((file) => file.endsWith('.ts'));
  const loaded = await Promise.all(
    files.map(async (file) => {
      const name = basename(file, '.ts');
      if (!resourceByName(name))
        throw new Error(`server/resources/extensions/${file}: no resource '${name}'`);
      const module = (await import(new URL(file, EXTENSIONS_DIR).href)) as { default: ExtensionModule };
      return [name, module.default(deps)] as const;
    }),
  );
  return new Map(loaded.flatMap(([name, extension]) => (extension ? [[name, extension] as const] : [])));
}

/**
 * Registers the routes of `resources` (default: every declared resource). A resource this app
 * already serves is skipped, so a test may register its own extra resource next to the list.
 * Call it before other routes so that the OpenAPI document describes them too.
 */
export async function registerResources(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'> & ExtensionDeps,
  resources: readonly Resource[] = declared,
): Promise<void> {
  await registerOpenApi(app);
  const registry = buildRegistry(resources);
  const env = {
    db: deps.db,
    registry,
    now: deps.now,
    dataDir: deps.config?.dataDir ?? resolve('data'),
    storageQuotaBytes: deps.config?.storageQuotaBytes,
  };
  const extensions = await loadExtensions(deps);
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
