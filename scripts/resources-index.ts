/**
 * Writes src/schema/resources/index.ts, the list of every resource, from the declaration files in
 * that folder: a file there that exports a `defineResource(…)` is a resource, so adding one edits no
 * list by hand (docs/adding-a-resource.md). Runs as the first half of `npm run db:generate`.
 *
 * The list's order is the side navigation's: resources already listed keep their place, new ones
 * are added at the end, removed ones are dropped.
 *
 * It also writes server/resources/declared-hooks.ts: the `hooks` export of each declaration file, by
 * resource name. Only the server imports that file, so the hooks never reach the browser bundle.
 * And server/resources/declared-extensions.ts: the modules of server/resources/extensions/, by file
 * name, which is the resource's name (a file naming no resource stops the script). A list written
 * here instead of a folder read at start lets the server be compiled into one file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isResource } from '../src/schema/dsl';

const folder = join(import.meta.dirname, '..', 'src', 'schema', 'resources');
const indexPath = join(folder, 'index.ts');
const hooksPath = join(import.meta.dirname, '..', 'server', 'resources', 'declared-hooks.ts');
const extensionsFolder = join(import.meta.dirname, '..', 'server', 'resources', 'extensions');
const extensionsPath = join(import.meta.dirname, '..', 'server', 'resources', 'declared-extensions.ts');

interface Declared {
  /** The exported name, e.g. `supplierTypes`. */
  exportName: string;
  /** The module, e.g. `./supplier-types`. */
  module: string;
  /** The resource's name, e.g. `supplier-types`. */
  name: string;
  /** Whether the file exports `hooks` (server-only business rules). */
  hasHooks: boolean;
}

async function declaredResources(): Promise<Declared[]> {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.ui.ts') && file !== 'index.ts')
    .sort();
  const found: Declared[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(join(folder, file)).href);
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isResource(value)) continue;
      const module = `./${file.slice(0, -'.ts'.length)}`;
      found.push({ exportName, module, name: value.name, hasHooks: exports.hooks !== undefined });
    }
  }
  return found;
}

const readText = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** The export names in today's list, in its order (none when the file is missing). */
function currentOrder(text: string): string[] {
  const list = /export const resources[^=]*=\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function indexSource(declared: readonly Declared[], order: readonly string[]): string {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  const listed = [...declared].sort((a, b) => rank(a.exportName) - rank(b.exportName));
  const imports = [...declared]
    .sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : 0))
    .map(({ exportName, module }) => `import { ${exportName} } from '${module}';`);
  return `/**
 * Every resource of the product, in menu order. Written by \`npm run db:generate\`
 * (scripts/resources-index.ts) from the declaration files beside it: do not edit by hand; to move a
 * menu entry, move its line here and the order is kept.
 */
import type { Resource } from '../dsl';
${imports.join('\n')}

export const resources: readonly Resource[] = [
${listed.map(({ exportName }) => `  ${exportName},`).join('\n')}
];

export const resourceByName = (name: string): Resource | undefined =>
  resources.find((resource) => resource.name === name);
`;
}

function hooksSource(declared: readonly Declared[]): string {
  const withHooks = declared
    .filter((resource) => resource.hasHooks)
    .sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : 0));
  return `/**
 * Every declaration's \`hooks\` (its server-side business rules), by resource name. Written by
 * \`npm run db:generate\` (scripts/resources-index.ts): do not edit by hand. Only the server imports
 * this file, so the hooks stay out of the browser bundle.
 */
import type { ResourceHooks } from '../../src/schema/dsl';
${withHooks.map(({ exportName, module }) => `import { hooks as ${exportName} } from '../../src/schema/resources/${module.slice(2)}';`).join('\n')}

export const declaredHooks: Readonly<Record<string, ResourceHooks>> = {
${withHooks.map(({ exportName, name }) => `  ${name === exportName ? name : `'${name}': ${exportName}`},`).join('\n')}
};
`;
}

/** The extension modules by resource name; a file naming no declared resource is a mistake. */
function extensionsSource(declared: readonly Declared[]): string {
  const names = readdirSync(extensionsFolder)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  for (const name of names) {
    if (!declared.some((resource) => resource.name === name))
      throw new Error(`server/resources/extensions/${name}.ts: no resource '${name}'`);
  }
  const identifier = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return `/**
 * The server side of each resource that has one (server/resources/extensions/<resource name>.ts),
 * by resource name. Written by \`npm run db:generate\` (scripts/resources-index.ts): do not edit by
 * hand.
 */
import type { ExtensionModule } from './extensions';
${names.map((name) => `import ${identifier(name)} from './extensions/${name}';`).join('\n')}

export const declaredExtensions: Readonly<Record<string, ExtensionModule>> = {
${names.map((name) => `  ${name === identifier(name) ? name : `'${name}': ${identifier(name)}`},`).join('\n')}
};
`;
}

const writeIfChanged = (path: string, source: string) => {
  if (source === readText(path)) return;
  writeFileSync(path, source);
  console.log(`${path.slice(join(import.meta.dirname, '..').length + 1)} written`);
};

const declared = await declaredResources();
writeIfChanged(indexPath, indexSource(declared, currentOrder(readText(indexPath))));
writeIfChanged(hooksPath, hooksSource(declared));
writeIfChanged(extensionsPath, extensionsSource(declared));
