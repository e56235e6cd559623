/**
 * `GET`/`PUT /api/auth/alert-mail`: how the signed-in user gets alert mails — one by one, as a
 * weekly digest, or both — and how far ahead the digest looks (src/schema/digest.ts). Company users
 * only: a platform admin receives no contract alerts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AlertMail, alertMailSchema } from '../../src/schema/digest';
import { requireAuth } from '../auth/context';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';

const tags = ['account'];

export async function alertMailRoutes(app: FastifyInstance, { db, now }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const companyUser = (request: Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    if (auth.user.companyId === null) throw forbidden();
    return auth;
  };
  const read = async (userId: number): Promise<AlertMail> => {
    const [row] = await db
      .select({ mode: users.alertMail, days: users.digestDays })
      .from(users)
      .where(eq(users.id, userId));
    return alertMailSchema.parse(row);
  };

  api.get('/api/auth/alert-mail', { schema: { tags, response: { 200: alertMailSchema } } }, async (request) =>
    read(companyUser(request).user.id),
  );

  api.put(
    '/api/auth/alert-mail',
    { schema: { tags, body: alertMailSchema, response: { 200: alertMailSchema } } },
    async (request) => {
      const auth = companyUser(request);
      await db
        .update(users)
        .set({ alertMail: request.body.mode, digestDays: request.body.days, updatedAt: now() })
        .where(eq(users.id, auth.user.id));
      return read(auth.user.id);
    },
  );
}
