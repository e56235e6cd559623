/** A resource's name as the pages show it, translated ('Contracten', 'Contract'). */
import type { Resource } from '../schema/dsl';

type Translate = (key: string, options?: object) => string;

export const pluralName = (translate: Translate, resource: Pick<Resource, 'name'>) =>
  translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name });

export const singularName = (translate: Translate, resource: Pick<Resource, 'name'>) =>
  translate(`resources.${resource.name}.name`, { smart_count: 1, _: resource.name });

/**
 * The singular name for a text that places it: `name` to open a sentence ('Abonnement toevoegen'),
 * `lower_name` inside one ('Add subscription'). Each language's text takes the one it needs.
 */
export const singularNameParts = (translate: Translate, resource: Pick<Resource, 'name'>) => {
  const name = singularName(translate, resource);
  return { name, lower_name: name.toLocaleLowerCase() };
};
