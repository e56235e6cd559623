/** Field rules of the auth calls, shared by the routes (and their OpenAPI description). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

export const emailAddress = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password typed to prove who you are: bounded so hashing cannot be used to exhaust the server. */
export const currentPassword = z.string().min(1).max(1024);

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
