import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoney, roundToCents } from '../../src/schema/amounts';

describe('roundToCents', () => {
  it('rounds half up on the digits as written, where multiplying by 100 rounds some halves down', () => {
    expect([1.005, 1.015, 2.675, 8.345, 0.125, 1.004, 12, 0.1 + 0.2].map(roundToCents)).toEqual([
      1.01, 1.02, 2.68, 8.35, 0.13, 1, 12, 0.3,
    ]);
    // Half up away from zero, as a refund is written: −1.005 is −1.01.
    expect([-1.005, -2.5].map(roundToCents)).toEqual([-1.01, -2.5]);
    // Never −0, which would be written "€ -0,00".
    for (const tiny of [-0.004, -1e-7, -0]) expect(Object.is(roundToCents(tiny), 0)).toBe(true);
    expect([1e-7, 123456789012.345].map(roundToCents)).toEqual([0, 123456789012.35]);
  });

  it('adds a cent exactly when the third decimal is 5 or more, for any amount of up to 12 digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (whole, cents, third, negative) => {
          const written = `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}${third}`;
          const expected = (whole * 100 + cents + (third >= 5 ? 1 : 0)) / 100;
          expect(roundToCents(Number(written))).toBe(negative && expected > 0 ? -expected : expected);
        },
      ),
    );
  });

  it('is what a typed amount becomes', () => {
    expect(['1,005', '1.005,5', '€ 2,675'].map(parseMoney)).toEqual([1.01, 1005.5, 2.68]);
  });
});
