/**
 * The wizard's steps: the contract declaration's sections, in order, each asking the fields
 * declared in it (their errors lead back to it). A field added to a section needs no edit here.
 */
import { fieldsOfSection } from '../../../schema/dsl';
import type { FieldMeta } from '../../../schema/fields';
import { contracts } from '../../../schema/resources/contracts';

/** A declared contract field's name (checked by the compiler where a step names fields). */
export type ContractField = keyof typeof contracts.meta & string;

const META: Readonly<Record<string, FieldMeta>> = contracts.meta;

/** The fields a section asks as inputs, in declaration order: in the form and written by the API. */
export const inputsOfSection = (section: string): string[] =>
  fieldsOfSection(contracts, section).filter((name) => META[name].form && !META[name].readOnly);

export interface WizardStep {
  /** The section; its title is `resources.contracts.sections.<key>`. */
  key: string;
  fields: readonly string[];
}

export const STEPS: readonly WizardStep[] = contracts.sections.map((key) => ({
  key,
  // Role 1 creating names the company first; every company-scoped row has it, undeclared.
  fields: key === 'general' ? ['companyId', ...inputsOfSection(key)] : inputsOfSection(key),
}));

export const LAST_STEP = STEPS.length - 1;

/** The step asking a field, by an error path like `specifications.2.value`; -1 when none does. */
export const stepOfField = (path: string): number => {
  const field = path.split('.')[0];
  return STEPS.findIndex((step) => step.fields.includes(field));
};

/** The first step holding one of these error paths, or null. */
export const firstStepWithError = (paths: readonly string[]): number | null => {
  const steps = paths.map(stepOfField).filter((step) => step >= 0);
  return steps.length > 0 ? Math.min(...steps) : null;
};

/** `?step=1..7` as a step index; anything else opens the first step. */
export const stepFromQuery = (raw: string | null): number => {
  const step = Number(raw);
  return Number.isInteger(step) && step >= 1 && step <= STEPS.length ? step - 1 : 0;
};

/** The `?step=` (1-based) of a section's step, e.g. for the detail page's edit links. */
export const stepNumberOf = (section: string): number => STEPS.findIndex((step) => step.key === section) + 1;
