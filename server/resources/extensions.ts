/**
 * What a resource's server side may add to the engine, for the few resources whose rules need
 * SQL or files (contracts: status filters, documents, alerts). The declaration stays the single
 * source of fields, access and hooks; an extension only adds. A resource's extension is the
 * default export of `server/resources/extensions/<resource name>.ts`, found by its file name.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../src/schema/dsl';
import type { AppDeps } from '../deps';
import type { RowSearch } from './count';
import type { Executor } from './hooks';
import type { Env } from './write';

export interface FilterContext {
  columns: Record<string, PgColumn>;
  /** Today in the Dutch calendar, 'YYYY-MM-DD'. */
  today: string;
  /** The company the caller's rows belong to; null for a platform admin (or a platform resource). */
  tenant?: number | null;
  /** What the extension's `prepareFilter` looked up for this filter. */
  prepared?: PreparedFilter;
}

/** What a `prepareFilter` found out about a list filter before its conditions are built. */
export interface PreparedFilter {
  /**
   * How the list finds its rows (count.ts: RowSearch), where the planner cannot know better:
   * 'gather' when few rows match (the planner's estimate), 'walk' or 'walk-page' in the page's
   * order (bounded, and gathering when the matches lie deep in that order) when many do; undefined
   * leaves it to the planner.
   */
  rows?: RowSearch;
  /**
   * The pieces of the search text a gathered list reads the trigram index for (db/search-pieces.ts),
   * where reading it for every piece costs more than testing the rows it would strike.
   */
  indexPieces?: readonly string[];
}

export interface ResourceExtension {
  /**
   * List filter keys beyond the declared fields: the value (untrusted: check it, 400) to SQL. A `q`
   * entry adds rows to the search: its condition is OR'ed with the searchable fields' match
   * (contracts: those whose documents hold the text).
   */
  filters?: Readonly<Record<string, (value: unknown, context: FilterContext) => SQL>>;
  /**
   * Run before `filters` with the raw filter (untrusted, maybe not JSON: then it is answered by the
   * parse's 400): a lookup whose result picks the conditions' form, handed to them as
   * `context.prepared` (contracts: a search's word query, and whether few contracts hold it).
   */
  prepareFilter?(
    db: Executor,
    raw: string | undefined,
    tenant: number | null,
  ): Promise<PreparedFilter | undefined>;
  /**
   * The declaration's computed fields as SQL, for a list page the database writes whole (count.ts):
   * each must give what `computed` gives, for the rows as stored after `beforeRead`; a computed
   * field left out here must be a stored field (read as stored). Without it, a resource with
   * computed fields has its pages serialized row by row.
   */
  computedSql?(context: FilterContext): Record<string, SQL>;
  /** Before every read (list, show, options): e.g. bring stored computed columns up to today. */
  beforeRead?(env: Env): Promise<void>;
  /** After a row was created and its transaction committed: e.g. mail a new user. */
  afterCreate?(env: Env, row: Row): Promise<void> | void;
  /** After a row was updated through the API and its transaction committed: e.g. wake a job it concerns. */
  afterUpdate?(env: Env, row: Row): Promise<void> | void;
  /** After a row was deleted and its transaction committed: e.g. remove its files. */
  afterDelete?(env: Env, row: Row): Promise<void>;
  /** Routes of its own, under /api/<name>/…; registered before the generic ones. */
  routes?(app: FastifyInstance, env: Env): void;
}

/** What an extension module is given; a test may register resources without a mailer or configuration. */
export type ExtensionDeps = Partial<Pick<AppDeps, 'config' | 'mailer'>>;

/** The default export of an extension module: the extension, or null when `deps` lack what it needs. */
export type ExtensionModule = (deps: ExtensionDeps) => ResourceExtension | null;
