// @vitest-environment node
/**
 * How the contract search chooses to find its rows from the planner's estimates (server/contracts/
 * filters.ts), against a database that answers as PostgreSQL's planner does at 100,000 contracts:
 * a word's estimate in the documents is its default share (2 %, 2,001 rows) when the planner has
 * seen no document words, which no small test table reaches.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { prepareContractFilter } from '../../server/contracts/filters';
import type { Executor } from '../../server/resources/hooks';

const dialect = new PgDialect();

/**
 * A database whose planner estimates `inFields` contracts for the fields and `inDocuments` for any
 * documents' condition, whose statistics have seen document words when `seen`, and where no
 * contract's documents hold the search. Records what it was asked.
 */
function plannerAt({
  inFields,
  inDocuments,
  seen,
}: {
  inFields: number;
  inDocuments: number;
  seen: boolean;
}) {
  const asked: string[] = [];
  const db = {
    execute: async (query: SQL) => {
      const text = dialect.sqlToQuery(query).sql;
      asked.push(text);
      if (text.includes('as words')) return { rows: [{ words: ["'eneco':*"] }] };
      if (text.includes('pg_stats')) return { rows: seen ? [{ '?column?': 1 }] : [] };
      if (text.startsWith('explain')) {
        const rows = text.includes('document_words') ? inDocuments : inFields;
        return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }] };
      }
      if (text.includes('held')) return { rows: [] };
      throw new Error(`not expected: ${text}`);
    },
  } as unknown as Executor;
  return { db, asked };
}

const searching = (q: string) => JSON.stringify({ q });

describe('the contract search plan', () => {
  it('searches the fields alone when the planner has seen no document words, whatever its default says', async () => {
    // 8,000 contracts' fields hold the word; no contract has a document's words. The planner's
    // default for a word's beginning (2,001) must not make it a common document word, walked
    // with every contract's words tested.
    const { db, asked } = plannerAt({ inFields: 8000, inDocuments: 2001, seen: false });
    expect(await prepareContractFilter(db, searching('eneco'), 1)).toEqual({ query: '', rows: 'walk' });
    // The documents' estimates are not asked; the look in the word index is.
    expect(asked.filter((text) => text.startsWith('explain'))).toHaveLength(1);
    expect(asked.some((text) => text.includes('held'))).toBe(true);
  });

  it("takes the planner's document estimates once it has seen document words", async () => {
    const { db } = plannerAt({ inFields: 8000, inDocuments: 2001, seen: true });
    expect(await prepareContractFilter(db, searching('eneco'), 1)).toEqual({
      query: "'eneco':*",
      rows: 'walk',
    });
  });

  it('gathers few field matches when the planner has seen no document words, with no look apart', async () => {
    // The documents' look is one bitmap of the gathering statement: no statement of its own.
    const { db, asked } = plannerAt({ inFields: 40, inDocuments: 2001, seen: false });
    expect(await prepareContractFilter(db, searching('eneco'), 1)).toEqual({
      query: "'eneco':*",
      rows: 'gather',
    });
    expect(asked.some((text) => text.includes('held'))).toBe(false);
  });

  it('walks a search whose fields match many, the fields alone (its count too) when no document holds it', async () => {
    // 40 estimated in the documents, 2,500 in the fields: the look in the word index decides.
    const { db, asked } = plannerAt({ inFields: 2500, inDocuments: 40, seen: true });
    expect(await prepareContractFilter(db, searching('eneco'), 1)).toEqual({ query: '', rows: 'walk' });
    expect(asked.some((text) => text.includes('held'))).toBe(true);
  });
});
