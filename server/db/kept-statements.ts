/**
 * Statements PostgreSQL keeps parsed and planned on each connection. A list page's statement costs
 * the database more to parse and plan than to run (25 contracts: parse ~0.15 ms, plan ~0.3 ms, run
 * ~0.5 ms), so a statement sent with a name is parsed once per connection and, after five runs,
 * PostgreSQL may keep one plan for it (its `plan_cache_mode`: only when that plan costs no more than
 * planning each time). The embedded database keeps them by name too (pglite-kept.ts: `keptName`).
 *
 * Only statements whose plan does not hinge on their values should be kept: a text search's best
 * plan depends on how common the word is, so searches are sent unnamed (docs/architecture.md).
 *
 * A kept statement holds ~270 kB on each connection that ran it (the contract page), and
 * node-postgres never forgets a name it prepared, so names are bounded: a text gets one only once
 * it has been seen SEEN_BEFORE_KEPT times (a one-off shape, such as a page of 7 given ids, never
 * does) and at most MAX_KEPT texts get one in a process's life.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export const SEEN_BEFORE_KEPT = 3;
export const MAX_KEPT = 48;
/** Texts counted toward SEEN_BEFORE_KEPT; the count starts over beyond this many. */
const MAX_COUNTED = 1000;

/** The names given so far, and how often each unnamed text was seen. */
export interface KeptStatements {
  named: Map<string, string>;
  seen: Map<string, number>;
}

export const keptStatements = (): KeptStatements => ({ named: new Map(), seen: new Map() });

const processStatements = keptStatements();

/** The name a text was given, by statementName or prepareKept; undefined: it is sent unnamed. */
export const keptName = (text: string): string | undefined => processStatements.named.get(text);

/** The name to send `text` under, or undefined to send it unnamed (see above). */
export function statementName(text: string, kept: KeptStatements = processStatements): string | undefined {
  const name = kept.named.get(text);
  if (name !== undefined || kept.named.size >= MAX_KEPT) return name;
  const times = (kept.seen.get(text) ?? 0) + 1;
  if (times < SEEN_BEFORE_KEPT) {
    if (kept.seen.size >= MAX_COUNTED) kept.seen.clear();
    kept.seen.set(text, times);
    return undefined;
  }
  kept.seen.delete(text);
  const given = `kept_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  kept.named.set(text, given);
  return given;
}

// Turns SQL into text and values exactly as the drivers' own execute does (no per-database state).
const dialect = new PgDialect();

/** `statement`'s text and values, as the drivers send them: the same for the same statement. */
export function statementKey(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return `${text}\n${JSON.stringify(params, (_key, value) => (typeof value === 'bigint' ? String(value) : value))}`;
}

/** Runs `statement` as `db.execute` does, under a kept name once it has earned one. */
export async function executeKept<Row>(db: Pick<Database, '_'>, statement: SQL): Promise<{ rows: Row[] }> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(query.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}

/**
 * A query builder's statement prepared under `name` (the builder passes the name to node-postgres),
 * and that name kept for its text, which is all the embedded database sees of it.
 */
export function prepareKept<Prepared>(
  statement: { toSQL(): { sql: string }; prepare(name: string): Prepared },
  name: string,
): Prepared {
  processStatements.named.set(statement.toSQL().sql, name);
  return statement.prepare(name);
}

/**
 * `build(db)` once per database: for statements prepared through the query builder with
 * placeholders (a fixed name, so the builder's work and PostgreSQL's parse are done once).
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
