import { describe, expect, it } from 'vitest';
import { madeOnFirstUse } from '../../src/schema/made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then once', () => {
    let made = 0;
    const formatter = madeOnFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('nl-NL');
    });
    expect(made).toBe(0);
    expect(formatter().format(1234.5)).toBe('1.234,5');
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });
});
