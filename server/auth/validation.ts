/** Field rules of the auth calls, shared by the routes (and their OpenAPI description). */
import { z } from 'zod';
import { BIDI_CONTROLS } from '../../src/schema/fields';
import { passwordShapeProblem } from '../../src/schema/password-policy';

// Messages are i18n keys the app translates (docs/auth-api.md), as the resource engine answers.
export const emailAddress = z
  .string({ error: 'app.validation.required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'app.validation.email' }).max(254, 'app.validation.too_long'));

/**
 * A text of at most `max` characters, required unless `optional`, with i18n keys as messages. Like
 * every text field of a resource it refuses the bidirectional controls (docs/requirements.md#security):
 * a profile's name was the one place a user could still make their name show as something else.
 */
export const text = (max: number, { optional = false } = {}) => {
  const bounded = z.string({ error: 'app.validation.required' }).trim().max(max, 'app.validation.too_long');
  return (optional ? bounded : bounded.min(1, 'app.validation.required')).refine(
    (value) => !BIDI_CONTROLS.test(value),
    'app.validation.bidi',
  );
};

/**
 * A new password's shape (length, not only spaces: src/schema/password-policy.ts). The rest of the
 * policy needs the user (name, e-mail address, current password): the routes check it with
 * assertNewPassword (server/auth/passwords.ts).
 */
export const newPassword = z.string({ error: 'app.validation.required' }).superRefine((value, context) => {
  const problem = passwordShapeProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A password typed to prove who you are: bounded so hashing cannot be used to exhaust the server. */
export const currentPassword = z
  .string({ error: 'app.validation.required' })
  .min(1, 'app.validation.required')
  .max(1024, 'app.validation.too_long');

/**
 * A row id: a positive integer that fits the `serial` (int4) columns (without the upper bound, an
 * id such as 99999999999 reaches PostgreSQL and fails there with a 500). In a URL only its one
 * written form counts: `4`, never `+4`, ` 4`, `04`, `4.0` or `0x4`, so one row has one address.
 */
export const rowId = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9]\d*$/, 'Expected a positive whole number')
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));
