/**
 * The private calendar feed (issue 5 "Calendar"): a signed-in user creates, reads and revokes their feed link
 * under /api/auth/calendar; calendar apps fetch /api/calendar/<token>.ics without a session, the token being
 * the credential. One link per user, stored only as its hash (docs/requirements.md#security), so the link is
 * shown once, when created; a new link replaces (revokes) the old one.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../src/schema/resources';
import { audit } from '../auth/audit';
import { requireAuth } from '../auth/context';
import { assertConfirmed, confirmation } from '../auth/reauthenticate';
import { hashToken, newToken } from '../auth/tokens';
import { calendarFeeds } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { buildRegistry } from '../resources/registry';
import type { Env } from '../resources/write';
import { feedCalendar, feedCaller } from './feed';

const tags = ['calendar'];

const createdLink = z.object({ url: z.string(), createdAt: z.string() });
const linkState = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

export async function calendarRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, now, files, config } = deps;
  const env: Env = { db, registry: buildRegistry(resources), now, files };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/calendar',
    { schema: { tags, body: z.object(confirmation).nullish(), response: { 201: createdLink } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      // The link reads the user's contracts without a session: a stolen session may not mint one.
      await assertConfirmed(deps, auth.user, request.ip, request.body ?? {});
      const token = newToken();
      const createdAt = now();
      const values = { tokenHash: hashToken(token), createdAt };
      await db
        .insert(calendarFeeds)
        .values({ userId: auth.user.id, ...values })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
      await audit(db, {
        action: 'calendar_link',
        actorId: auth.impersonatorId ?? auth.user.id,
        subjectId: auth.user.id,
        ipAddress: request.ip,
        at: createdAt,
      });
      return reply
        .status(201)
        .send({ url: `${config.appUrl}/api/calendar/${token}.ics`, createdAt: createdAt.toISOString() });
    },
  );

  api.get('/api/auth/calendar', { schema: { tags, response: { 200: linkState } } }, async (request) => {
    const auth = requireAuth(request);
    const [feed] = await db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, auth.user.id));
    return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
  });

  api.delete('/api/auth/calendar', { schema: { tags } }, async (request, reply) => {
    const auth = requireAuth(request);
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, auth.user.id));
    return reply.status(204).send();
  });

  api.get(
    '/api/calendar/:token.ics',
    {
      // The token is in the path: request logs (info) would write it down (docs/requirements.md#security: no
      // secret in logs).
      logLevel: 'warn',
      schema: {
        tags,
        description:
          'The iCalendar feed (text/calendar) of the link owner: no session, the token is the credential; ' +
          '404 for an unknown or revoked token, a deactivated user or a company without subscription.',
        security: [],
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      const caller = await feedCaller(env, request.params.token);
      if (!caller) throw notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="contractbeheer.ics"')
        .send(await feedCalendar(env, caller, config.appUrl));
    },
  );
}
