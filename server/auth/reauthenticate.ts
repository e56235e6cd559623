/**
 * Changes that would let a stolen session take the account over (the sign-in e-mail, two-factor
 * off, a calendar link, the password) ask for the current password, and the current TOTP code
 * when two-factor sign-in is on (docs/auth-api.md#confirming-with-the-password). Wrong guesses are
 * throttled per account like sign-ins, under keys of their own.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { consumeTotp } from './login-routes';
import { verifyPassword } from './passwords';
import { assertNotThrottled, recordFailure } from './throttle';
import { currentPassword, text } from './validation';

/** The body fields that confirm a change: the password, and the code with two-factor on. */
export const confirmation = {
  password: currentPassword.optional(),
  code: text(20, { optional: true }).optional(),
};

export interface Confirmation {
  password?: string;
  code?: string;
}

/** Field errors are i18n keys the app translates (docs/auth-api.md). */
export const WRONG_PASSWORD = 'app.account.confirm.wrong_password';
export const WRONG_CODE = 'app.auth.code_invalid';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** 400 on `password` unless it is the user's current one; 429 after 5 wrong ones in 15 minutes. */
export async function assertCurrentPassword(
  deps: Deps,
  user: { id: number },
  ipAddress: string,
  password?: string,
) {
  await assertConfirmed(deps, user, ipAddress, { password }, false);
}

/**
 * 400 on `password` or `code` unless both prove the user is at the keyboard (the code only with
 * two-factor sign-in on); 429 after 5 wrong ones in 15 minutes.
 */
export async function assertConfirmed(
  deps: Deps,
  { id }: { id: number },
  ipAddress: string,
  { password, code }: Confirmation,
  withCode = true,
): Promise<void> {
  const key = `reauth:${id}`;
  await assertNotThrottled(deps.db, key, `reauth:${ipAddress}`, deps.now());
  const fail = async (errors: Record<string, string>) => {
    await recordFailure(deps.db, key, `reauth:${ipAddress}`, deps.now());
    throw badRequest(errors);
  };
  // The secrets are read here, not carried by every request's session (sessions.ts).
  const [user] = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorSecret: users.twoFactorSecret,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!password || !user || !(await verifyPassword(user.passwordHash, password)))
    await fail({ password: WRONG_PASSWORD });
  if (withCode && user.twoFactorEnabled && user.twoFactorSecret) {
    if (!code || !(await consumeTotp(deps, user, user.twoFactorSecret, code))) {
      await fail({ code: WRONG_CODE });
    }
  }
}
