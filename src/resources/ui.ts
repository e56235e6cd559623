/**
 * Every resource's texts and icon, collected by file name from the `<name>.ui.ts` files beside the
 * declarations (src/schema/resource-ui.ts), so adding a resource edits no list here.
 */
import type { ComponentType } from 'react';
import type { ResourceUi } from '../schema/resource-ui';

const modules = import.meta.glob<ResourceUi>('../schema/resources/*.ui.ts', {
  eager: true,
  import: 'default',
});

const resourceUis: readonly ResourceUi[] = Object.values(modules);

/** `resources.<name>.*` of one language, for its message catalogue (src/i18n/nl.ts, en.ts). */
export const resourceTexts = (locale: 'nl' | 'en'): { resources: Record<string, object> } => ({
  resources: Object.fromEntries(resourceUis.map((ui) => [ui.resource, ui[locale]])),
});

/** The icon a resource declares beside its declaration, if any. */
export const resourceIcon = (name: string): ComponentType | undefined =>
  resourceUis.find((ui) => ui.resource === name)?.icon;
