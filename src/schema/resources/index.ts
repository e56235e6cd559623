/**
 * Every resource of the product, in menu order. Adding a resource: write its file next to this
 * one, add it here, run `npm run db:generate` (docs/adding-a-resource.md).
 */
import type { Resource } from '../dsl';

export const resources: readonly Resource[] = [];

export const resourceByName = (name: string): Resource | undefined =>
  resources.find((resource) => resource.name === name);
