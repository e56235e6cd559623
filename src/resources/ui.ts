/**
 * Every resource's texts and icon, collected by file name from the `<name>.ui.ts` files beside the
 * declarations (src/schema/resource-ui.ts), so adding a resource edits no list here.
 */
import type { ComponentType } from 'react';
import type { ResourceUi } from '../schema/resource-ui';
import { resourceByName } from '../schema/resources';

const modules = import.meta.glob<ResourceUi>('../schema/resources/*.ui.ts', {
  eager: true,
  import: 'default',
});

const resourceUis: readonly ResourceUi[] = Object.values(modules);

type Texts = { name?: string; fields?: Record<string, string> };

/** A 'Singular |||| Plural' name's singular. */
const singular = (name: string | undefined) => name?.split('||||')[0].trim();

/**
 * `resources.<name>.*` of one language, for its message catalogue (src/i18n/nl.ts, en.ts). A
 * reference field without a label of its own is labelled with the singular name of the resource it
 * points at (a contract's `costCentre` → "Kostenplaats").
 */
export const resourceTexts = (locale: 'nl' | 'en'): { resources: Record<string, object> } => {
  const textsOf = (name: string) => resourceUis.find((ui) => ui.resource === name)?.[locale] as Texts;
  return {
    resources: Object.fromEntries(
      resourceUis.map((ui) => {
        const texts = ui[locale] as Texts;
        const resource = resourceByName(ui.resource);
        const defaults = Object.entries(resource?.meta ?? {}).flatMap(([name, meta]) => {
          const label = meta.reference && singular(textsOf(meta.reference)?.name);
          return label && texts.fields?.[name] === undefined ? [[name, label]] : [];
        });
        return [
          ui.resource,
          defaults.length > 0
            ? { ...texts, fields: { ...Object.fromEntries(defaults), ...texts.fields } }
            : texts,
        ];
      }),
    ),
  };
};

/** The icon a resource declares beside its declaration, if any. */
export const resourceIcon = (name: string): ComponentType | undefined =>
  resourceUis.find((ui) => ui.resource === name)?.icon;
