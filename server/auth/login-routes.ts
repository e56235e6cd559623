/** Sign in, sign out and super login (docs/auth-api.md#calls). */

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPlatformAdmin } from '../../src/schema/access';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError, forbidden, notFound } from '../http/errors';
import { audit } from './audit';
import { requireAuth } from './context';
import { verifyPassword } from './passwords';
import { buildProfile } from './profile';
import { createSession, revokeSession, sessionUserOf } from './sessions';
import { assertSignInAllowed, clearAccountFailures, failureDelayMs, recordFailure } from './throttle';
import { matchTotpStep } from './totp';
import { currentPassword, rowId } from './validation';

const INCORRECT_CREDENTIALS = 'Incorrect credentials';

/** Accept a TOTP code once: the step is recorded atomically, so a replay (even concurrent) fails. */
export async function consumeTotp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: { id: number },
  secret: string,
  code: string,
) {
  const step = matchTotpStep(secret, code, deps.now());
  if (step === null) return false;
  const claimed = await deps.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

export async function loginRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, now } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      schema: {
        security: [],
        description: '429 after too many wrong attempts for the account or from the address (`Retry-After`).',
        body: z.object({
          emailAddress: z.string().trim().min(1).max(254),
          password: currentPassword,
          secret: z.string().max(20).nullish(),
        }),
      },
    },
    async (request) => {
      const { emailAddress, password, secret } = request.body;
      const ip = request.ip;
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.emailAddress})`, emailAddress.toLowerCase()))
        .limit(1);
      const earlierFailures = await assertSignInAllowed(db, emailAddress, user?.id ?? null, ip, now());
      const failed = async () => {
        await recordFailure(db, emailAddress, ip, now());
        await sleep(failureDelayMs(earlierFailures + 1));
      };
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !passwordMatches || !user.active) {
        await audit(db, { action: 'login_failed', actorId: user?.id ?? null, ipAddress: ip, at: now() });
        await failed();
        throw new ApiError(401, INCORRECT_CREDENTIALS);
      }
      if (user.twoFactorEnabled && user.twoFactorSecret) {
        const code = secret?.trim() ?? '';
        if (code === '') return { secretRequired: true, accessToken: null, profile: null };
        if (!(await consumeTotp(deps, user, user.twoFactorSecret, code))) {
          await failed();
          await audit(db, {
            action: 'login_failed',
            actorId: user.id,
            ipAddress: ip,
            at: now(),
            detail: { step: 'code' },
          });
          return { secretRequired: true, accessToken: null, profile: null };
        }
      }
      await clearAccountFailures(db, emailAddress, ip);
      const session = await createSession(db, {
        userId: user.id,
        userAgent: request.headers['user-agent'],
        now: now(),
      });
      await audit(db, { action: 'login', actorId: user.id, ipAddress: ip, at: now() });
      const profile = await buildProfile(
        db,
        sessionUserOf(user),
        { ...session, impersonatorId: null },
        now(),
      );
      return { secretRequired: false, accessToken: session.accessToken, profile };
    },
  );

  api.post('/api/auth/logout', async (request, reply) => {
    const auth = requireAuth(request);
    await revokeSession(db, auth.sessionId, now());
    await audit(db, {
      action: auth.impersonatorId ? 'impersonation_stop' : 'logout',
      actorId: auth.impersonatorId ?? auth.user.id,
      subjectId: auth.impersonatorId ? auth.user.id : null,
      ipAddress: request.ip,
      at: now(),
    });
    return reply.status(204).send();
  });

  api.post('/api/auth/super-login/:id', { schema: { params: z.object({ id: rowId }) } }, async (request) => {
    const auth = requireAuth(request);
    // Only a platform admin acting as themself may start an impersonation.
    if (!isPlatformAdmin(auth.viewer) || auth.impersonatorId !== null) throw forbidden();
    const [target] = await db.select().from(users).where(eq(users.id, request.params.id));
    if (!target) throw notFound('User not found');
    if (target.id === auth.user.id || target.roles.includes(1)) {
      throw forbidden('Platform admins cannot be impersonated');
    }
    if (!target.active) throw new ApiError(409, 'app.views.users.super_login_inactive');
    const session = await createSession(db, {
      userId: target.id,
      impersonatorId: auth.user.id,
      userAgent: request.headers['user-agent'],
      now: now(),
    });
    await audit(db, {
      action: 'impersonation_start',
      actorId: auth.user.id,
      subjectId: target.id,
      ipAddress: request.ip,
      at: now(),
    });
    const profile = await buildProfile(
      db,
      sessionUserOf(target),
      { ...session, impersonatorId: auth.user.id },
      now(),
    );
    return { accessToken: session.accessToken, profile };
  });
}
