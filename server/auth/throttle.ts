/**
 * Throttling of password guesses (ASVS 6.3.1), counted in the database so it holds across server
 * processes (docs/auth-api.md#throttling). Failures are rows of (key, address, time); a check
 * counts the rows of the last 15 minutes against the limits of its call:
 * - signing in: 5 failures of one account from one address block that pair, 20 from one address
 *   block the address; failures of an account from everywhere never block an address the user
 *   signed in from before, so a guesser cannot keep the right password out. Past 10 of them an
 *   unfamiliar address is refused, which bounds a guesser with many addresses.
 * - reset requests and current-password checks: 5 per account, 20 per address.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, loginFailures } from '../db/schema';
import { ApiError } from '../http/errors';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one account (from any address) after which only familiar addresses may try. */
export const MAX_FAILURES_FROM_UNFAMILIAR = 10;
/** How long a successful sign-in keeps its address familiar. */
export const FAMILIAR_FOR_MS = 90 * 24 * 60 * 60_000;
/** Limits of the calls other than signing in (reset requests, current-password checks). */
export const MAX_FAILURES_PER_ACCOUNT = 5;

export const accountKey = (emailAddress: string): string => emailAddress.trim().toLowerCase();

const tooMany = () =>
  new ApiError(429, 'Too many attempts, try again later', undefined, {
    'retry-after': String(THROTTLE_WINDOW_MS / 1000),
  });

interface FailureCounts {
  pair: number;
  account: number;
  address: number;
}

async function countFailures(
  db: Database,
  key: string,
  ipAddress: string,
  now: Date,
): Promise<FailureCounts> {
  const recent = gt(loginFailures.at, new Date(now.getTime() - THROTTLE_WINDOW_MS));
  const counted = (...conditions: Parameters<typeof and>) =>
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(recent, ...conditions))
      .then(([row]) => row.n);
  const [pair, account, address] = await Promise.all([
    counted(eq(loginFailures.accountKey, key), eq(loginFailures.ipAddress, ipAddress)),
    counted(eq(loginFailures.accountKey, key)),
    counted(eq(loginFailures.ipAddress, ipAddress)),
  ]);
  return { pair, account, address };
}

/** Whether the user signed in from this address within FAMILIAR_FOR_MS. */
async function isFamiliarAddress(db: Database, userId: number, ipAddress: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, userId),
        eq(auditLog.action, 'login'),
        eq(auditLog.ipAddress, ipAddress),
        gt(auditLog.at, new Date(now.getTime() - FAMILIAR_FOR_MS)),
      ),
    );
  return row.n > 0;
}

/**
 * Before checking a password at sign-in: 429 when this account from this address, or this address,
 * failed too often, or the account failed too often and this address is not one the user knows.
 * Answers the failures of this account from this address so far.
 */
export async function assertSignInAllowed(
  db: Database,
  email: string,
  userId: number | null,
  ipAddress: string,
  now: Date,
): Promise<number> {
  const failures = await countFailures(db, accountKey(email), ipAddress, now);
  if (failures.pair >= MAX_FAILURES_PER_PAIR || failures.address >= MAX_FAILURES_PER_ADDRESS) throw tooMany();
  if (
    failures.account >= MAX_FAILURES_FROM_UNFAMILIAR &&
    (userId === null || !(await isFamiliarAddress(db, userId, ipAddress, now)))
  ) {
    throw tooMany();
  }
  return failures.pair;
}

/** Before a reset request or a current-password check: 429 past 5 per account or 20 per address. */
export async function assertNotThrottled(db: Database, key: string, ipAddress: string, now: Date) {
  const failures = await countFailures(db, key, ipAddress, now);
  if (failures.account >= MAX_FAILURES_PER_ACCOUNT || failures.address >= MAX_FAILURES_PER_ADDRESS) {
    throw tooMany();
  }
}

/** Records a failed attempt of this key from this address. */
export async function recordFailure(db: Database, key: string, ipAddress: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ accountKey: accountKey(key), ipAddress, at: now });
  // Keep the table small: failures older than the window no longer count.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

/**
 * How long a failed sign-in's answer waits, by the failures of that account from that address
 * (this one included): none for the first two, then 0.5 s, 1 s, 2 s until the pair is blocked —
 * a guesser slows down, a typo costs nothing.
 */
export const failureDelayMs = (pairFailures: number): number =>
  pairFailures <= 2 ? 0 : Math.min(500 * 2 ** (pairFailures - 3), 2000);

/**
 * Clears an account's failures: from one address after a successful sign-in there (a guesser
 * elsewhere keeps their count), from everywhere after a password reset.
 */
export async function clearAccountFailures(db: Database, key: string, ipAddress?: string) {
  const ofAccount = eq(loginFailures.accountKey, accountKey(key));
  await db
    .delete(loginFailures)
    .where(ipAddress === undefined ? ofAccount : and(ofAccount, eq(loginFailures.ipAddress, ipAddress)));
}
