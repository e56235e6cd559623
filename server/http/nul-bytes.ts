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

/** The dotted path of the first string in `value` that `matches`, or null. */
function pathOf(value: unknown, matches: (text: string) => boolean, path: string[]): string | null {
  if (typeof value === 'string') return matches(value) ? path.join('.') || '_' : null;
  // Bytes (an upload) are not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasNul(key)) return [...path, '_'].join('.');
    const found = pathOf(item, matches, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = pathOf(request.query, hasNulInQuery, []) ?? pathOf(request.body, hasNul, []);
    if (field !== null) throw badRequest({ [field]: 'app.validation.nul' });
  });
}
