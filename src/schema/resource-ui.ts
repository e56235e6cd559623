/**
 * The app side of a resource, written beside its declaration in `src/schema/resources/<name>.ui.ts`
 * (docs/adding-a-resource.md): its texts in every language and its icon. App-only: the server
 * imports the declarations, never these files, so they may import MUI icons.
 */
import type { ComponentType } from 'react';
import type { Resource } from './dsl';
import type { ReferenceType } from './fields';

/** Texts grouped under keys of their own (statuses, placeholder descriptions…). */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

type Texts = Readonly<Record<string, string>>;

/** The declared fields of a resource that point at another resource (reference, references). */
type ReferenceFields<R extends Resource> =
  R extends Resource<infer F>
    ? { [K in keyof F & string]: F[K] extends ReferenceType ? K : never }[keyof F & string]
    : never;

/**
 * `resources.<name>.*` of one language, its shape derived from the declaration: a declared field
 * without a label fails `tsc`, but for a reference, whose label defaults to the singular name of
 * the resource it points at. Keys whose set the type cannot know (choice values, sections, hook
 * errors) are checked by tests/unit/resources/texts.test.ts.
 */
export interface ResourceTexts<R extends Resource> {
  /** 'Singular |||| Plural': titles, the menu entry, "no results" texts. */
  readonly name: string;
  /** Every declared field's label, and labels of computed values and group sub-fields. */
  readonly fields: Readonly<Record<Exclude<keyof R['meta'] & string, ReferenceFields<R>>, string>> &
    Readonly<Partial<Record<ReferenceFields<R>, string>>> &
    Texts;
  /**
   * Notices of the resource's own actions (a contract archived). A save's and a delete's name the
   * resource by its singular name, the same for every resource (`app.common.saved|deleted`).
   */
  readonly notifications?: Texts;
  /** `choices.<field>.<value>`: a choice field's (or sub-field's) options. */
  readonly choices?: Readonly<Record<string, Texts>>;
  /** `help.<key>`: hints under inputs, named by a field's `help`. */
  readonly help?: Texts;
  /** `errors.<key>`: the errors the resource's hooks and extension raise. */
  readonly errors?: Texts;
  /** `sections.<section>`: the titles of the declaration's sections. */
  readonly sections?: Texts;
  /** Texts of the resource's own screens (contracts: filters, actions…). */
  readonly [key: string]: string | TextTree | undefined;
}

/** The same keys with any text: `en`'s inferred texts are literals, `nl` need only match its keys. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** What the app collects from every `<name>.ui.ts` (src/resources/ui.ts). */
export interface ResourceUi {
  readonly resource: string;
  /** The menu's and the list page's icon; without one the app shows a neutral one. */
  readonly icon?: ComponentType;
  /** `resources.<name>.*` per language, their shape checked by `resourceUi`. */
  readonly en: object;
  readonly nl: object;
}

/**
 * Declares a resource's texts and icon. `en` sets the shape (checked against the declaration) and
 * `nl` must have exactly its keys, so a text missing in either language fails `tsc`.
 */
export const resourceUi = <R extends Resource, T extends ResourceTexts<R>>(
  resource: R,
  ui: { icon?: ComponentType; en: T; nl: NoInfer<SameKeys<T>> },
): ResourceUi => ({ resource: resource.name, ...ui });
