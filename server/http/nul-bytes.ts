/**
 * NUL bytes have no place in any text the product keeps or searches, and PostgreSQL refuses them
 * in text (a 500 if they got that far). Every query parameter and JSON body is checked before
 * validation: a NUL anywhere is a 400 naming the field it was found in.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const NUL_CHARACTER = String.fromCharCode(0);
const hasNul = (text: string): boolean => text.includes(NUL_CHARACTER);
/** A NUL character, or its JSON escape inside a parameter that carries JSON (`filter`). */
const hasNulInQuery = (text: string): boolean => hasNul(text) || text.toLowerCase().includes('\\u0000');

/**
 * The dotted path of the first string in `value` that `matches`, or null. Walked with a stack of
 * its own, not by recursion: a body nested thousands of levels deep (well within the size limit)
 * overflowed the call stack here, a 500 instead of the validator's 400.
 */
function pathOf(value: unknown, matches: (text: string) => boolean, path: string[]): string | null {
  // Each entry links to its parent, so a deep body costs no copy of the path per level.
  type Step = { value: unknown; key: string | null; parent: Step | null };
  const dotted = (step: Step | null, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = step; at !== null; at = at.parent) if (at.key !== null) keys.unshift(at.key);
    return [...path, ...keys].join('.') || '_';
  };
  const stack: Step[] = [{ value, key: null, parent: null }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next.value === 'string') {
      if (matches(next.value)) return dotted(next);
      continue;
    }
    // Bytes (an upload) are not text.
    if (next.value === null || typeof next.value !== 'object' || ArrayBuffer.isView(next.value)) continue;
    const entries = Object.entries(next.value);
    if (entries.some(([key]) => hasNul(key))) return dotted(next, '_');
    // Reversed onto the stack, so the first entry is looked at first, as before.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      stack.push({ value: entries[index][1], key: entries[index][0], parent: next });
    }
  }
  return null;
}

export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = pathOf(request.query, hasNulInQuery, []) ?? pathOf(request.body, hasNul, []);
    if (field !== null) throw badRequest({ [field]: 'app.validation.nul' });
  });
}
