/** The signed-in user's own account: profile, avatar, password and two-factor sign-in. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasRole, isPlatformAdmin } from '../../src/schema/access';
import { users as userResource } from '../../src/schema/resources/users';
import { recipientValues } from '../../src/schema/template-placeholders';
import { IMAGE_MAX_BYTES } from '../../src/schema/upload-limits';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { imageTypeOf, requireDownloadSession, sendDownload } from '../files/download';
import { badRequest, notFound } from '../http/errors';
import { audit } from './audit';
import { requireAuth } from './context';
import { consumeTotp } from './login-routes';
import { assertNewPassword, hashPassword } from './passwords';
import { buildProfile } from './profile';
import { assertConfirmed, assertCurrentPassword, confirmation, WRONG_CODE } from './reauthenticate';
import { loadSessionUser, revokeUserAccess } from './sessions';
import { newTotpSecret, totpUri } from './totp';
import { currentPassword, emailAddress, newPassword, rowId } from './validation';

/** Who changed the account, whose it is and from where (the audit log's columns). */
const eventOf = (
  auth: { user: { id: number }; impersonatorId: number | null },
  ipAddress: string,
  at: Date,
) => ({
  actorId: auth.impersonatorId ?? auth.user.id,
  subjectId: auth.user.id,
  ipAddress,
  at,
});

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, now, mailer } = deps;
  const accountLink = `${deps.config.appUrl}/account`;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const profileOf = async (userId: number, auth: { accessToken: string; impersonatorId: number | null }) => {
    const user = await loadSessionUser(db, userId);
    if (!user) throw notFound();
    return buildProfile(db, user, auth, now());
  };

  api.get('/api/auth/profile', async (request) => {
    const auth = requireAuth(request);
    return buildProfile(db, auth.user, auth, now());
  });

  api.put(
    '/api/auth/profile',
    {
      schema: {
        body: z.object({
          // The user declaration's own fields: the same checks as the users form (a phone number too).
          firstName: userResource.fields.firstName,
          affix: userResource.fields.affix,
          lastName: userResource.fields.lastName,
          emailAddress,
          telephone: userResource.fields.telephone,
          ...confirmation,
        }),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { password, code, ...profile } = request.body;
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.emailAddress})`, profile.emailAddress), ne(users.id, auth.user.id)));
      if (taken) throw badRequest({ emailAddress: 'app.auth.errors.email_taken' });
      const previousAddress = auth.user.emailAddress;
      const addressChanges = profile.emailAddress !== previousAddress.toLowerCase();
      // The sign-in address decides where a reset link goes: changing it is changing the key.
      if (addressChanges) await assertConfirmed(deps, auth.user, request.ip, { password, code });
      await db
        .update(users)
        .set({ ...profile, updatedAt: now() })
        .where(eq(users.id, auth.user.id));
      if (addressChanges) {
        await audit(db, { action: 'email_change', ...eventOf(auth, request.ip, now()) });
        await mailer.sendTemplate('email_changed', previousAddress, {
          ...recipientValues(auth.user),
          'user.emailAddress': profile.emailAddress,
          link: accountLink,
        });
      }
      return profileOf(auth.user.id, auth);
    },
  );

  api.post(
    '/api/auth/avatar',
    {
      bodyLimit: 2 * IMAGE_MAX_BYTES,
      schema: {
        body: z.object({
          image: z
            .string()
            .max(2 * IMAGE_MAX_BYTES)
            .nullable(),
        }),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      let avatar: string | null = null;
      if (request.body.image !== null) {
        const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=]+)$/.exec(request.body.image);
        const bytes = match ? Buffer.from(match[1], 'base64') : Buffer.alloc(0);
        const type = imageTypeOf(bytes);
        if (!type) throw badRequest({ image: 'app.validation.image' });
        if (bytes.length > IMAGE_MAX_BYTES) throw badRequest({ image: 'app.validation.image_too_large' });
        avatar = `data:${type};base64,${bytes.toString('base64')}`;
      }
      await db
        .update(users)
        .set({ avatar, avatarVersion: sql`${users.avatarVersion} + 1`, updatedAt: now() })
        .where(eq(users.id, auth.user.id));
      return profileOf(auth.user.id, auth);
    },
  );

  api.get(
    '/api/auth/avatar/:userId',
    { schema: { params: z.object({ userId: rowId }) } },
    async (request, reply) => {
      const session = await requireDownloadSession(db, request, now());
      const [user] = await db.select().from(users).where(eq(users.id, request.params.userId));
      const viewer = { roles: session.user.roles, hasSubscription: true };
      const visible =
        user &&
        (user.id === session.user.id ||
          isPlatformAdmin(viewer) ||
          (user.companyId !== null && user.companyId === session.user.companyId && hasRole(viewer, 2, 3, 4)));
      if (!visible || !user.avatar) throw notFound();
      const [head, data] = user.avatar.split(',');
      const contentType = head.slice('data:'.length, head.indexOf(';'));
      return sendDownload(reply, {
        body: Buffer.from(data, 'base64'),
        contentType,
        filename: `avatar-${user.id}.${contentType.split('/')[1]}`,
      });
    },
  );

  api.post(
    '/api/auth/password',
    { schema: { body: z.object({ password: currentPassword, newPassword }) } },
    async (request) => {
      const auth = requireAuth(request);
      await assertCurrentPassword(deps, auth.user, request.ip, request.body.password);
      const { emailAddress, firstName, affix, lastName } = auth.user;
      await assertNewPassword('newPassword', request.body.newPassword, {
        userInputs: [emailAddress, firstName, affix, lastName],
        current: request.body.password,
      });
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: now() })
        .where(eq(users.id, auth.user.id));
      await revokeUserAccess(db, auth.user.id, now(), auth.sessionId);
      await audit(db, { action: 'password_change', ...eventOf(auth, request.ip, now()) });
      return { message: 'Password changed' };
    },
  );

  api.post(
    '/api/auth/two-step',
    { schema: { body: z.object({ state: z.boolean(), ...confirmation }) } },
    async (request) => {
      const auth = requireAuth(request);
      const { state, code, password } = request.body;
      const [user] = await db.select().from(users).where(eq(users.id, auth.user.id));
      const event = eventOf(auth, request.ip, now());
      if (!state) {
        await assertConfirmed(deps, user, request.ip, { password, code });
        await db
          .update(users)
          .set({
            twoFactorEnabled: false,
            twoFactorSecret: null,
            twoFactorPendingSecret: null,
            updatedAt: now(),
          })
          .where(eq(users.id, user.id));
        await audit(db, { action: 'two_factor_off', ...event });
        await mailer.sendTemplate('two_factor_off', user.emailAddress, {
          ...recipientValues(user),
          link: accountLink,
        });
        return { enabled: false };
      }
      if (!code) {
        // Step one: a new secret, pending until a code proves the authenticator app has it.
        const secret = newTotpSecret();
        await db.update(users).set({ twoFactorPendingSecret: secret }).where(eq(users.id, user.id));
        return { enabled: user.twoFactorEnabled, secret, uri: totpUri(secret, user.emailAddress) };
      }
      const pending = user.twoFactorPendingSecret;
      if (!pending || !(await consumeTotp(deps, user, pending, code))) {
        throw badRequest({ code: WRONG_CODE });
      }
      await db
        .update(users)
        .set({
          twoFactorEnabled: true,
          twoFactorSecret: pending,
          twoFactorPendingSecret: null,
          updatedAt: now(),
        })
        .where(eq(users.id, user.id));
      await audit(db, { action: 'two_factor_on', ...event });
      return { enabled: true };
    },
  );
}
