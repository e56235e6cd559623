/**
 * Writes src/schema/resources/index.ts, the list of every resource, from the declaration files in
 * that folder: a file there that exports a `defineResource(…)` is a resource, so adding one edits no
 * list by hand (docs/adding-a-resource.md). Runs as the first half of `npm run db:generate`.
 *
 * The list's order is the side navigation's: resources already listed keep their place, new ones
 * are added at the end, removed ones are dropped.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isResource } from '../src/schema/dsl';

const folder = join(import.meta.dirname, '..', 'src', 'schema', 'resources');
const indexPath = join(folder, 'index.ts');

interface Declared {
  /** The exported name, e.g. `supplierTypes`. */
  exportName: string;
  /** The module, e.g. `./supplier-types`. */
  module: string;
}

async function declaredResources(): Promise<Declared[]> {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.ui.ts') && file !== 'index.ts')
    .sort();
  const found: Declared[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(join(folder, file)).href);
    for (const [exportName, value] of Object.entries(exports)) {
      if (isResource(value)) found.push({ exportName, module: `./${file.slice(0, -'.ts'.length)}` });
    }
  }
  return found;
}

const readIndex = (): string => {
  try {
    return readFileSync(indexPath, 'utf8');
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

const declared = await declaredResources();
const before = readIndex();
const source = indexSource(declared, currentOrder(before));
if (source !== before) {
  writeFileSync(indexPath, source);
  console.log(`src/schema/resources/index.ts: ${declared.length} resources`);
}
