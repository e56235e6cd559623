/**
 * The contracts module as one more declaration line and its label would make it: the tests of
 * "a field appears everywhere" mock `src/schema/resources/contracts` with this, e.g.
 * `vi.mock(path, async (original) => (await import('./declaredFields')).withDeclaredFields(await original(), …))`.
 */
import type { z } from 'zod';
import { nlMessages } from '../../../src/i18n/nl';
import { defineResource } from '../../../src/schema/dsl';
import { field } from '../../../src/schema/fields';
import type * as ContractsModule from '../../../src/schema/resources/contracts';

export function withDeclaredFields(
  original: typeof ContractsModule,
  fields: (builders: typeof field) => Record<string, z.ZodType>,
  labels: Record<string, string>,
): typeof ContractsModule {
  // The field labels those lines come with (the merged Dutch texts are a plain object).
  Object.assign(
    (nlMessages as unknown as { resources: { contracts: { fields: object } } }).resources.contracts.fields,
    labels,
  );
  return {
    ...original,
    contracts: defineResource({
      ...original.contracts,
      // A defined resource says "none" with null where a declaration leaves the key out.
      computed: original.contracts.computed ?? undefined,
      planLimit: original.contracts.planLimit ?? undefined,
      fields: { ...original.contracts.fields, ...fields(field) },
    }),
  } as typeof ContractsModule;
}
