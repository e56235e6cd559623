/**
 * The resource DSL: one declaration per resource drives its table, API, access and views
 * (docs/architecture.md#one-declaration). This file is shared by app and server, so it holds types and pure functions only.
 */
import { z } from 'zod';
import { formatDate } from '../i18n/format';
import { hasRole, isPlatformAdmin, ROLES, type Role, type Viewer } from './access';
import { type FieldMeta, metaOf } from './fields';
import { madeOnFirstUse } from './made-on-first-use';
import type { PlanLimitField } from './subscription-overview';

/** Who asks: the access rules and hooks see this. */
export interface AccessContext {
  viewer: Viewer;
  userId: number;
  /** The viewer's company; null for a platform admin. */
  companyId: number | null;
  /** Locations the viewer is restricted to (docs/requirements.md#roles-and-access); empty: all of the company's. */
  locationIds: readonly number[];
}

/** Equality (or, for an array, membership) per field: rows the viewer may touch. */
export type RowFilter = Record<string, string | number | boolean | null | readonly (string | number)[]>;

/** true: every row (within the tenant); false: none; a filter: only the rows matching it. */
export type RuleResult = boolean | RowFilter;
export type Rule = (context: AccessContext) => RuleResult;

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';
export const ACTIONS: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete'];

export type Row = Record<string, unknown> & { id: number };

export type Scope = 'company' | 'platform' | 'platformOrCompany';

/** Whether the rows carry a company (`company_id`): every scope but 'platform'. */
export const hasCompanyColumn = (resource: Pick<Resource, 'scope'>): boolean => resource.scope !== 'platform';

/**
 * 'platformOrCompany': a company user reads the shared rows (company null) and their own
 * company's, and writes only their company's; a platform admin reads and writes all. The app asks
 * this to hide buttons the server would answer with a 404.
 */
export const tenantAllowsRow = (
  resource: Pick<Resource, 'scope'>,
  context: Pick<AccessContext, 'companyId' | 'viewer'>,
  action: Action,
  record: Record<string, unknown> | undefined,
): boolean => {
  if (resource.scope !== 'platformOrCompany' || !record || isPlatformAdmin(context.viewer)) return true;
  if (record.companyId == null) return action === 'list' || action === 'show';
  return record.companyId === context.companyId;
};

/** What hooks may do on the server, without the schema file importing server code. */
export interface HookContext extends AccessContext {
  /** Rows of any registered resource, unrestricted: hooks enforce their own rules. */
  find(resource: string, filter: RowFilter): Promise<Row[]>;
  update(resource: string, filter: RowFilter, values: Record<string, unknown>): Promise<number>;
  /** Today in the Dutch calendar, 'YYYY-MM-DD' (date rules compare calendar days). */
  today: string;
  /** Whether a resource is registered (a hook may touch one that a later issue adds). */
  has(resource: string): boolean;
  hashPassword(password: string): Promise<string>;
  revokeSessions(userId: number): Promise<void>;
  /** Stops the save with a field error (400) or a conflict (409). */
  fail(error: { field?: string; message: string; status?: 400 | 403 | 409 }): never;
  /** Stops the save with every field error found (400, `field → i18n key`), when there is one. */
  failFields(errors: Readonly<Record<string, string>>): void;
}

export interface ResourceHooks {
  /** Before insert/update: may change the values (server-only columns included) or fail. */
  beforeSave?(
    context: HookContext,
    values: Record<string, unknown>,
    existing: Row | null,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  afterSave?(context: HookContext, row: Row, existing: Row | null): Promise<void> | void;
  beforeDelete?(context: HookContext, row: Row): Promise<void> | void;
}

/**
 * A cap the company's active plan puts on a resource (users, contracts): creating a row that
 * counts, or making a row count again (re-activating a user), beyond the plan's limit is a 400.
 */
export interface PlanLimit {
  /** The plan's field holding the cap; a plan without one (null) has no cap. */
  limit: PlanLimitField;
  /** The company's rows that count towards it, e.g. `{ active: true }`. */
  counts: RowFilter;
}

export interface ResourceDeclaration<F extends Record<string, z.ZodType>> {
  /** Route path and API path: `/api/<name>`, `/<name>`. Also the i18n key `resources.<name>`. */
  name: string;
  /** Database table; default: the name with '-' → '_'. */
  table?: string;
  /**
   * 'company': each row belongs to one company (tenant); 'platform': shared master data;
   * 'platformOrCompany': shared rows (no company, kept by platform admins) next to each company's
   * own rows, which only that company sees and writes (docs/architecture.md#one-declaration).
   */
  scope: Scope;
  fields: F;
  defaultSort: { field: (keyof F & string) | 'id'; order: 'ASC' | 'DESC' };
  /** The field, or fields joined by spaces, that name a record (options endpoint, references, titles). */
  recordRepresentation: (keyof F & string) | readonly (keyof F & string)[];
  /** Per action; 'delete' false means rows are never deleted through the API. */
  access: Record<Action, Rule>;
  /**
   * The rows a user who may not list the resource still picks from in a reference field to it
   * (the options endpoint, server/resources/options.ts); default: all of the company's.
   */
  pickable?: Rule;
  /**
   * Unique (per tenant for company scope) fields, or combinations of fields: a duplicate is a 400
   * on that (first) field.
   */
  unique?: readonly ((keyof F & string) | readonly (keyof F & string)[])[];
  /**
   * Extra indexes for a list that filters on the first fields and sorts by the last: each becomes
   * (company, fields…, id) — e.g. contracts of one status by notice deadline, one index walk.
   */
  indexes?: readonly (readonly (keyof F & string)[])[];
  /** Roles that may open its pages (docs/requirements.md#navigation-and-routes); default: the roles its list rule lets in. */
  pages?: readonly Role[];
  /** Roles that see its side-navigation entry (docs/requirements.md#navigation-and-routes); default: no entry. */
  menu?: readonly Role[];
  /**
   * Values computed from a stored record and today's date, sent with every record the API
   * returns (e.g. a contract's status). Pure, so the app may compute them the same way.
   */
  computed?: (record: Record<string, unknown>, today: string) => Record<string, unknown>;
  /**
   * A valid record (references left out) whose fields hang together: what the generated tests
   * (role matrix, tenancy) post, where values made from the field kinds alone would be refused.
   */
  example?: Partial<Record<keyof F & string, unknown>>;
  /** A company resource capped by the active plan (checked by the engine, server/subscriptions/limits.ts). */
  planLimit?: PlanLimit;
  /**
   * The parts of the form, in order, that fields name as their `section` (contracts: the wizard's
   * steps); each is titled `resources.<name>.sections.<section>`. Default: one form.
   */
  sections?: readonly string[];
  /**
   * The rows have documents whose words `q` also finds (contracts): the table keeps the words of
   * all of a row's documents in one indexed column, so a search reaches rows through one index
   * (server/db/document-words.ts).
   */
  documentWords?: boolean;
}

export interface Resource<F extends Record<string, z.ZodType> = Record<string, z.ZodType>>
  extends Required<
    Omit<
      ResourceDeclaration<F>,
      'unique' | 'indexes' | 'pages' | 'menu' | 'computed' | 'example' | 'planLimit' | 'sections' | 'pickable'
    >
  > {
  pickable: Rule | null;
  sections: readonly string[];
  planLimit: PlanLimit | null;
  computed: ResourceDeclaration<F>['computed'] | null;
  example: Partial<Record<keyof F & string, unknown>>;
  pages: readonly Role[];
  menu: readonly Role[];
  unique: readonly ((keyof F & string) | readonly (keyof F & string)[])[];
  indexes: readonly (readonly (keyof F & string)[])[];
  /** What the API accepts on create and update (all declared fields but the read-only ones). */
  input: z.ZodObject;
  meta: Record<keyof F & string, FieldMeta>;
}

const declared = new WeakSet<object>();

/**
 * Whether a value was made by `defineResource`: how scripts/resources-index.ts tells a declaration
 * file's resource from its other exports.
 */
export const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && declared.has(value);

export function defineResource<F extends Record<string, z.ZodType>>(
  declaration: ResourceDeclaration<F>,
): Resource<F> {
  const meta = Object.fromEntries(
    Object.entries(declaration.fields).map(([key, schema]) => [key, metaOf(schema)]),
  ) as Record<keyof F & string, FieldMeta>;
  for (const [key, { section }] of Object.entries<FieldMeta>(meta)) {
    if (section !== undefined && !declaration.sections?.includes(section)) {
      throw new Error(
        `${declaration.name}.${key}: section '${section}' is not one of the resource's sections`,
      );
    }
  }
  // Made at its first use, as its fields' types are (fields.ts: register).
  const input = madeOnFirstUse(() =>
    z.object(Object.fromEntries(Object.entries(declaration.fields).filter(([key]) => !meta[key].readOnly))),
  );
  const resource: Resource<F> = {
    table: declaration.name.replaceAll('-', '_'),
    unique: [],
    indexes: [],
    computed: null,
    example: {},
    planLimit: null,
    pickable: null,
    pages: ROLES.filter((role) => permits(declaration.access.list, asRole(role))),
    menu: [],
    sections: [],
    documentWords: false,
    ...declaration,
    get input() {
      return input();
    },
    meta,
  };
  declared.add(resource);
  return resource;
}

/** A rule for the roles given; the tenant filter is added by the engine on its own. */
export const allow =
  (...roles: Role[]): Rule =>
  ({ viewer }) =>
    hasRole(viewer, ...roles);

export const deny: Rule = () => false;

/** Both rules: refused when either refuses, else the rows both let through (filters on different fields). */
export const both =
  (first: Rule, second: Rule): Rule =>
  (context) => {
    const a = first(context);
    const b = a === false ? false : second(context);
    if (a === false || b === false) return false;
    if (a === true) return b;
    return b === true ? a : { ...a, ...b };
  };

/** A viewer holding only `role`, with a subscription: what a role may do by the rules alone. */
const asRole = (role: Role): AccessContext => ({
  viewer: { roles: [role], hasSubscription: true },
  userId: 0,
  companyId: role === 1 ? null : 0,
  locationIds: [],
});

/** The common case: some roles read (list, show), some write (create, edit, delete); none → deny. */
export const accessByRole = ({ read, write }: { read: Role[]; write: Role[] }): Record<Action, Rule> => {
  const writeRule = write.length > 0 ? allow(...write) : deny;
  // A role that writes also reads: a row it just made must show in its list.
  const readRule = allow(...new Set([...read, ...write]));
  return {
    list: readRule,
    show: readRule,
    create: writeRule,
    edit: writeRule,
    delete: writeRule,
  };
};

/** Whether a rule lets the viewer act at all (a row filter lets them act on some rows). */
export const permits = (rule: Rule, context: AccessContext): boolean => rule(context) !== false;

export const labelKey = (resource: Resource, field: string): string =>
  resource.meta[field]?.label ?? `resources.${resource.name}.fields.${field}`;

/** The names of a resource's fields that match, in declaration order, typed as its field names. */
export const fieldsWhere = <R extends Resource>(
  resource: R,
  predicate: (meta: FieldMeta) => boolean,
): (keyof R['meta'] & string)[] =>
  Object.entries(resource.meta)
    .filter(([, meta]) => predicate(meta))
    .map(([key]) => key as keyof R['meta'] & string);

/** The fields a section of the form asks, in declaration order. */
export const fieldsOfSection = <R extends Resource>(resource: R, section: string) =>
  fieldsWhere(resource, (meta) => meta.section === section);

/** Fields stored as columns (a password is hashed into a server-only column by a hook). */
export const storedFields = (resource: Resource): string[] =>
  fieldsWhere(resource, (meta) => meta.kind !== 'password');

/** Each unique key as its list of fields (a single field is a list of one). */
export const uniqueKeys = (resource: Pick<Resource, 'unique'>): readonly (readonly string[])[] =>
  resource.unique.map((key) => (typeof key === 'string' ? [key] : key));

/** Fields that are unique on their own (not only in combination with others). */
export const uniqueFields = (resource: Pick<Resource, 'unique'>): string[] =>
  resource.unique.filter((key): key is string => typeof key === 'string');

/** The fields that name a record, in order. */
export const representationFields = (resource: Pick<Resource, 'recordRepresentation'>): readonly string[] =>
  typeof resource.recordRepresentation === 'string'
    ? [resource.recordRepresentation]
    : resource.recordRepresentation;

/** A record's name: its representation fields, the empty ones left out, joined by spaces; dates as written in Dutch. */
export const representRecord = (
  resource: Pick<Resource, 'recordRepresentation' | 'meta'>,
  record: Record<string, unknown>,
): string =>
  representationFields(resource)
    .map((field) =>
      resource.meta[field]?.kind === 'date' ? formatDate(record[field] as string | null) : record[field],
    )
    .filter((value) => value !== null && value !== undefined && String(value).trim() !== '')
    .join(' ');

/**
 * The record the API answers for a declared resource, typed from its fields: each field's zod
 * output type, its id and the timestamps every record carries (server/resources/serialize.ts).
 * `RecordOf<typeof invoices>` lets a view read `record.number` as the declaration says it is.
 */
export type RecordOf<R extends Resource> =
  R extends Resource<infer F>
    ? { [K in keyof F]: z.output<F[K]> } & { id: number; createdAt: string | null; updatedAt: string | null }
    : never;
