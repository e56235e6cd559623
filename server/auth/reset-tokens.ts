/**
 * Single-use links to set a password (ASVS 6.3.8, 11.5.1): short-lived for a forgotten password,
 * longer for a new user's welcome mail (who may not read it the same day). Both open the app's
 * reset page and are used through /api/auth/reset-password.
 */
import { formatDuration } from 'date-fns/formatDuration';
import { nl } from 'date-fns/locale/nl';
import type { Database } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { hashToken, newToken } from './tokens';

export interface LinkLifetime {
  ms: number;
  /** In words for the mail's `{{expiresIn}}`: '1 uur', '7 dagen'. */
  text: string;
}

const lifetime = ({ hours = 0, days = 0 }: { hours?: number; days?: number }): LinkLifetime => ({
  ms: (days * 24 + hours) * 60 * 60_000,
  text: formatDuration({ hours, days }, { locale: nl }),
});

export const RESET_LIFETIME = lifetime({ hours: 1 });
export const WELCOME_LIFETIME = lifetime({ days: 7 });

/** Stores the token's hash and returns the link to the app's reset page. */
export async function issueResetLink(
  db: Database,
  userId: number,
  appUrl: string,
  now: Date,
  valid: LinkLifetime = RESET_LIFETIME,
): Promise<string> {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + valid.ms),
    createdAt: now,
  });
  return `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}
