import { describe, expect, it } from 'vitest';
import { keptStatements, MAX_KEPT, SEEN_BEFORE_KEPT, statementName } from '../../server/db/kept-statements';

const seenTimes = (text: string, times: number, kept = keptStatements()) =>
  Array.from({ length: times }, () => statementName(text, kept));

describe('statementName', () => {
  it('names a text once it has been seen often enough, then always by the same name', () => {
    const names = seenTimes('select 1', SEEN_BEFORE_KEPT + 3);
    expect(names.slice(0, SEEN_BEFORE_KEPT - 1)).toEqual(Array(SEEN_BEFORE_KEPT - 1).fill(undefined));
    const name = names[SEEN_BEFORE_KEPT - 1];
    expect(name).toMatch(/^kept_[\w-]{24}$/);
    expect(names.slice(SEEN_BEFORE_KEPT)).toEqual([name, name, name]);
  });

  it('gives different texts different names, and the same text the same name in another process', () => {
    const kept = keptStatements();
    const [a, b] = ['select 1', 'select 2'].map((text) => seenTimes(text, SEEN_BEFORE_KEPT, kept).at(-1));
    expect(a).not.toBe(b);
    expect(seenTimes('select 1', SEEN_BEFORE_KEPT).at(-1)).toBe(a);
  });

  it('names no more than MAX_KEPT texts, and keeps the names it gave', () => {
    const kept = keptStatements();
    const first = seenTimes('select 0', SEEN_BEFORE_KEPT, kept).at(-1);
    for (let i = 1; i < MAX_KEPT; i += 1) seenTimes(`select ${i}`, SEEN_BEFORE_KEPT, kept);
    expect(kept.named.size).toBe(MAX_KEPT);
    expect(seenTimes('select more', SEEN_BEFORE_KEPT + 5, kept)).toEqual(
      Array(SEEN_BEFORE_KEPT + 5).fill(undefined),
    );
    expect(statementName('select 0', kept)).toBe(first);
  });

  it('counts a bounded number of unnamed texts', () => {
    const kept = keptStatements();
    for (let i = 0; i < 5000; i += 1) statementName(`select ${i} -- once`, kept);
    expect(kept.seen.size).toBeLessThanOrEqual(1000);
    expect(kept.named.size).toBe(0);
  });
});
