import type { ComponentType } from 'react';
import type { Resource } from '../schema/dsl';
import type { FieldInputProps } from './inputs';

export interface ResourceViewProps {
  resource: Resource;
}

/** What a delete button gets; the record is its record context. */
export interface DeleteButtonProps extends ResourceViewProps {
  /** Where to go after deleting (the edit form: the list); default: stay and refresh. */
  redirectTo?: string;
}

/** What a list cell gets; the row is its record context. */
export interface ListCellProps extends ResourceViewProps {
  /** The field, or the computed column's source, the cell shows. */
  name: string;
}

/** A list column of a value the API computes rather than a declared field (contracts: the status). */
export interface ComputedColumn {
  /** The record's key holding the value. */
  source: string;
  /** i18n key of the header. */
  label: string;
  /** The column follows this one (a declared field); when it is not shown, the column comes last. */
  after: string;
  cell: ComponentType<ListCellProps>;
}

/**
 * What a folder `src/resources/<name>/index.ts(x)` may add to or replace in the generated views
 * of resource <name>, as its default export. Everything is optional; no folder, no change.
 */
export interface ResourceOverride {
  /** Extra buttons in each list row, before the delete button; they get the row as record context. */
  rowActions?: readonly ComponentType<ResourceViewProps>[];
  /** Replaces the delete button (list rows, edit form) when deleting asks more than 'Weet je het zeker?'. */
  deleteButton?: ComponentType<DeleteButtonProps>;
  /** Replaces the generated list cell of a field (e.g. a name the row carries, without a lookup). */
  cells?: Readonly<Record<string, ComponentType<ListCellProps>>>;
  /** List columns of computed values, each placed after a declared list field. */
  computedColumns?: readonly ComputedColumn[];
  /** Extra buttons in the list's toolbar, before the create button. */
  listActions?: ComponentType<ResourceViewProps>;
  /** Replaces the generated input of a field (same props as the generated one). */
  inputs?: Readonly<Record<string, ComponentType<FieldInputProps>>>;
  /** Extra content at the end of the create/edit form, inside the form context. */
  formExtras?: ComponentType<ResourceViewProps>;
  /** Adjusts the body sent on create/edit (after the generated payload is built). */
  transform?: (payload: Record<string, unknown>, values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Role 1 may leave the company of a new record empty: always, or for the form's values (a user
   * with the platform admin role has none). Otherwise the company is marked and checked as required.
   */
  companyOptional?: boolean | ((values: Record<string, unknown>) => boolean);
  /** i18n key of the list's create button, when "Toevoegen" says too little (companies: "Nieuw bedrijf"). */
  createLabel?: string;
  /** Replaces a whole view (bespoke screens, e.g. the contract wizard). */
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** Extra content after the generated read-only page's parts, with the record in context. */
  showExtras?: ComponentType<ResourceViewProps>;
  /** Replaces the generated read-only page a viewer without edit rights sees. */
  show?: ComponentType;
}

// Every override folder is picked up at build time; a folder without index file is ignored.
const modules = import.meta.glob<{ default: ResourceOverride }>('./*/index.{ts,tsx}', { eager: true });

const byName: Record<string, ResourceOverride> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split('/')[1], module.default]),
);

export const overrideFor = (name: string): ResourceOverride => byName[name] ?? {};
