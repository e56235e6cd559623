/**
 * Sign-in throttling (ASVS 6.3.1), counted in the database so it holds across server processes:
 * too many failures for one account, or from one address, within the window → 429.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';
import { ApiError } from '../http/errors';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const accountKey = (emailAddress: string): string => emailAddress.trim().toLowerCase();

export async function assertNotThrottled(db: Database, email: string, ipAddress: string, now: Date) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [[perAccount], [perAddress]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.accountKey, accountKey(email)), gt(loginFailures.at, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ipAddress, ipAddress), gt(loginFailures.at, since))),
  ]);
  if (perAccount.n >= MAX_FAILURES_PER_ACCOUNT || perAddress.n >= MAX_FAILURES_PER_ADDRESS) {
    throw new ApiError(429, 'Too many attempts, try again later', undefined, {
      'retry-after': String(THROTTLE_WINDOW_MS / 1000),
    });
  }
}

export async function recordFailure(db: Database, email: string, ipAddress: string, now: Date) {
  await db.insert(loginFailures).values({ accountKey: accountKey(email), ipAddress, at: now });
  // Keep the table small: failures older than the window no longer count.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in clears the account's count (not the address's). */
export async function clearAccountFailures(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey(email)));
}
