/**
 * zod's own messages are English sentences ("Invalid input: expected array, received string"); every
 * error the API answers and a form shows is a message key (docs/requirements.md#texts-and-formats).
 * A schema that names its message keeps it; every other issue gets the key that says what is wrong.
 * Installed when the field builders load (src/schema/fields.ts), so the app and the server both have it.
 */
import { z } from 'zod';

export function messageKeyOf(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'app.validation.required' : 'app.validation.invalid';
    case 'too_big':
      if (issue.origin === 'string') return 'app.validation.too_long';
      return issue.origin === 'array' || issue.origin === 'set'
        ? 'app.validation.too_many'
        : 'app.validation.too_large';
    case 'too_small':
      return 'app.validation.too_small';
    default:
      return 'app.validation.invalid';
  }
}

z.config({ customError: messageKeyOf });
