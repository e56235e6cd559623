/** Forgotten password: request a single-use link by mail, then set a new password with it. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipientValues } from '../../src/schema/template-placeholders';
import { passwordResetTokens, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { audit } from './audit';
import { assertNewPassword, hashPassword } from './passwords';
import { issueResetLink, RESET_LIFETIME } from './reset-tokens';
import { revokeUserAccess } from './sessions';
import { accountKey, assertNotThrottled, clearAccountFailures, recordFailure } from './throttle';
import { hashToken } from './tokens';
import { newPassword } from './validation';

const RESET_SENT = 'A link to reset your password has been sent';

export async function resetRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, now, mailer, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/request-reset',
    {
      schema: {
        security: [],
        description: '429 after too many requests for the address.',
        body: z.object({ emailAddress: z.string().trim().min(1).max(254) }),
      },
    },
    async (request) => {
      const email = request.body.emailAddress.toLowerCase();
      // Requests are counted like failed sign-ins, under keys of their own so they never block
      // signing in to the account or from the address: the call cannot be used to flood an inbox.
      await assertNotThrottled(db, `reset:${email}`, `reset:${request.ip}`, now());
      await recordFailure(db, `reset:${email}`, `reset:${request.ip}`, now());
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(sql`lower(${users.emailAddress})`, email), eq(users.active, true)));
      if (user) {
        const link = await issueResetLink(db, user.id, config.appUrl, now());
        await audit(db, {
          action: 'password_reset_requested',
          actorId: user.id,
          ipAddress: request.ip,
          at: now(),
        });
        await mailer.sendTemplate('password_reset', user.emailAddress, {
          ...recipientValues(user),
          link,
          expiresIn: RESET_LIFETIME.text,
        });
      }
      // The same answer whether or not the address belongs to an account (ASVS 6.3.8).
      return { message: RESET_SENT };
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      schema: { security: [], body: z.object({ token: z.string().min(1).max(200), password: newPassword }) },
    },
    async (request) => {
      const invalid = () =>
        badRequest({ token: 'app.auth.reset_invalid' }, 'This link is invalid or has expired');
      const live = and(
        eq(passwordResetTokens.tokenHash, hashToken(request.body.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now()),
      );
      // The password is checked against the policy before the link is spent, so a refused one
      // can be corrected with the same link (docs/auth-api.md#passwords).
      const [owner] = await db
        .select({
          emailAddress: users.emailAddress,
          firstName: users.firstName,
          affix: users.affix,
          lastName: users.lastName,
          passwordHash: users.passwordHash,
        })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(live);
      if (!owner) throw invalid();
      const { emailAddress, firstName, affix, lastName, passwordHash } = owner;
      // "Same as your current password" tells a holder of the link whether a guess was right: such
      // answers are throttled like current-password checks (docs/auth-api.md#throttling).
      const sameKey = `reset-same:${accountKey(emailAddress)}`;
      await assertNotThrottled(db, sameKey, request.ip, now());
      await assertNewPassword('password', request.body.password, {
        userInputs: [emailAddress, firstName, affix, lastName],
        currentHash: passwordHash,
        onSame: () => recordFailure(db, sameKey, request.ip, now()),
      });
      const [claimed] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now() })
        .where(live)
        .returning({ userId: passwordResetTokens.userId });
      if (!claimed) throw invalid();
      const [user] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.password), updatedAt: now() })
        .where(eq(users.id, claimed.userId))
        .returning();
      await revokeUserAccess(db, user.id, now());
      await clearAccountFailures(db, user.emailAddress);
      await audit(db, { action: 'password_reset', actorId: user.id, ipAddress: request.ip, at: now() });
      return { message: 'Password saved successfully' };
    },
  );
}
