/** Single-use, short-lived links to set a password (ASVS 6.3.8, 11.5.1). */
import type { Database } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const RESET_LIFETIME_MS = 60 * 60_000;

/** Stores the token's hash and returns the link to the app's reset page. */
export async function issueResetLink(
  db: Database,
  userId: number,
  appUrl: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    createdAt: now,
  });
  return `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}
