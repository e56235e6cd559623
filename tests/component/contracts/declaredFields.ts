/**
 * The contracts module as more declaration lines and their labels would make it: the tests of
 * "a field appears everywhere" mock `src/schema/resources/contracts` with `withDeclaredFields`
 * and add the labels with `addContractLabels`. This module must not import the texts: they
 * import the contracts module, which would wait for its own mock.
 */
import type { z } from 'zod';
import { defineResource } from '../../../src/schema/dsl';
import { field } from '../../../src/schema/fields';
import type * as ContractsModule from '../../../src/schema/resources/contracts';

export function withDeclaredFields(
  original: typeof ContractsModule,
  fields: (builders: typeof field) => Record<string, z.ZodType>,
): typeof ContractsModule {
  return {
    ...original,
    contracts: defineResource({
      ...original.contracts,
      // A defined resource says "none" with null where a declaration leaves the key out.
      computed: original.contracts.computed ?? undefined,
      planLimit: original.contracts.planLimit ?? undefined,
      pickable: original.contracts.pickable ?? undefined,
      fields: { ...original.contracts.fields, ...fields(field) },
    }),
  } as typeof ContractsModule;
}

/** The Dutch labels those lines come with (the merged texts are a plain object). */
export const addContractLabels = (messages: object, labels: Record<string, string>): void => {
  Object.assign(
    (messages as { resources: { contracts: { fields: object } } }).resources.contracts.fields,
    labels,
  );
};
