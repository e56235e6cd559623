import type { ComponentType } from 'react';
import { lazyPage } from '../lazyPage';
import { type Resource, representRecord } from '../schema/dsl';
import { iconFor } from './icons';
import { overrideFor } from './overrides';
import { loadForm, loadShow, ResourceList } from './ResourceList';

// The forms and the read-only page load when first opened: a list, the usual first resource page,
// does without their inputs (22 of the contract list's 445 kB of compressed script).
const ResourceCreate = lazyPage(async () => ({ default: (await loadForm()).ResourceCreate }));
const ResourceEdit = lazyPage(async () => ({ default: (await loadForm()).ResourceEdit }));
const ResourceShow = lazyPage(async () => ({ default: (await loadShow()).ResourceShow }));

export interface ResourceViews {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  show: ComponentType;
  icon: ComponentType;
  recordRepresentation: (record: Record<string, unknown>) => string;
}

/**
 * The react-admin <Resource> props generated from one declaration (docs/architecture.md#one-declaration),
 * with the pieces a folder `src/resources/<name>/` overrides (see overrides.ts). The record's own
 * route (`/<name>/:id`) is the form for a viewer who may edit it and the read-only `show` page for
 * one who may only read it; `/<name>/:id/show` is always the read-only page.
 */
export const viewsFor = (resource: Resource): ResourceViews => {
  const override = overrideFor(resource.name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per resource at start (App.tsx), never per render
  const List = () => <ResourceList resource={resource} />;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per resource at start (App.tsx), never per render
  const Create = () => <ResourceCreate resource={resource} />;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per resource at start (App.tsx), never per render
  const Edit = () => <ResourceEdit resource={resource} />;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per resource at start (App.tsx), never per render
  const Show = () => <ResourceShow resource={resource} />;
  return {
    list: override.list ?? List,
    create: override.create ?? Create,
    edit: override.edit ?? Edit,
    show: Show,
    icon: iconFor(resource.name),
    recordRepresentation: (record) => representRecord(resource, record),
  };
};
