/**
 * Every error a declaration's input schema gives is a message key, also where zod speaks for
 * itself (a wrong type, a number out of range): src/schema/zod-messages.ts.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flattenKeys } from '../../../src/i18n/mergeMessages';
import { nlMessages } from '../../../src/i18n/nl';
import { resources } from '../../../src/schema/resources';
import { contracts } from '../../../src/schema/resources/contracts';

const known = new Set(flattenKeys(nlMessages));
const messagesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('validation messages', () => {
  it('name what is wrong with a wrong type, as keys', () => {
    const errors = Object.fromEntries(
      contracts.input
        .safeParse({ number: 12345, specifications: 'x', startsAt: 7, costAmount: 'veel' })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(errors).toMatchObject({
      number: 'app.validation.invalid',
      specifications: 'app.validation.invalid',
      startsAt: 'app.validation.date',
      costAmount: 'app.validation.number',
    });
  });

  it('answer zod’s own checks with keys: a missing or wrong object, a number too big, a list too long', () => {
    expect(messagesOf(z.object({ a: z.string() }), null)).toEqual(['app.validation.invalid']);
    expect(messagesOf(z.object({ a: z.string() }), {})).toEqual(['app.validation.required']);
    expect(messagesOf(z.coerce.number().int().max(2_147_483_647), '2147483648')).toEqual([
      'app.validation.too_large',
    ]);
    expect(messagesOf(z.string().max(2), 'abc')).toEqual(['app.validation.too_long']);
    expect(messagesOf(z.array(z.number()).max(1), [1, 2])).toEqual(['app.validation.too_many']);
    expect(messagesOf(z.enum(['a']), 'b')).toEqual(['app.validation.invalid']);
    expect(messagesOf(z.string().regex(/^x$/), 'y')).toEqual(['app.validation.invalid']);
  });

  it("give only keys the catalogue has, for every declaration's fields given the wrong type", () => {
    const wrongs: unknown[] = [12345, 'x', true, [], {}, null, -1, 1e12, '0001-01-01'];
    for (const resource of resources) {
      for (const [name, schema] of Object.entries(resource.input.shape)) {
        for (const wrong of wrongs) {
          for (const message of messagesOf(schema as z.ZodType, wrong)) {
            expect(
              known.has(message) || message.startsWith('resources.'),
              `${resource.name}.${name}: ${message}`,
            ).toBe(true);
          }
        }
      }
    }
  });
});
