// @vitest-environment node
/**
 * A search's words are worked out by the database once per text and then remembered (bounded):
 * the list asks again on every page, sort and refresh of one search.
 */
import { describe, expect, it } from 'vitest';
import { searchWords } from '../../server/contracts/document-text';
import type { Executor } from '../../server/resources/hooks';

/** An executor that answers every statement with `words` and counts what it was asked. */
function fakeDatabase(words: (call: number) => string[]) {
  let calls = 0;
  const db = {
    execute: async () => {
      calls += 1;
      return { rows: [{ words: words(calls) }] };
    },
  } as unknown as Executor;
  return { db, calls: () => calls };
}

describe('searchWords', () => {
  it("asks the database once per text and answers the same text with the database's words", async () => {
    const { db, calls } = fakeDatabase((call) => [`'woord${call}':*`]);
    expect(await searchWords(db, 'Eerste zoekvraag')).toEqual(["'woord1':*"]);
    expect(await searchWords(db, 'Eerste zoekvraag')).toEqual(["'woord1':*"]);
    expect(calls()).toBe(1);
    expect(await searchWords(db, 'eerste zoekvraag')).toEqual(["'woord2':*"]);
    expect(calls()).toBe(2);
  });

  it('remembers a bounded number of texts: a flood of searches starts it over', async () => {
    const { db, calls } = fakeDatabase(() => ["'x'"]);
    for (let i = 0; i < 2000; i += 1) await searchWords(db, `vloed ${i}`);
    expect(calls()).toBe(2000);
    await searchWords(db, 'vloed 1999');
    expect(calls()).toBe(2000);
    await searchWords(db, 'vloed 0');
    expect(calls()).toBe(2001);
  });
});
