/** Who is calling: resolved once per request from the bearer token, then read by every route. */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { canUseCompanyData, isPlatformAdmin, type Viewer } from '../../src/schema/access';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import { type ResolvedSession, resolveSession } from './sessions';

export interface AuthContext extends ResolvedSession {
  accessToken: string;
  viewer: Viewer;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
};

export function installAuthContext(app: FastifyInstance, db: Database, now: () => Date): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token) return;
    const session = await resolveSession(db, token, 'bearer', now());
    if (!session) return;
    request.auth = {
      ...session,
      accessToken: token,
      viewer: { roles: session.user.roles, hasSubscription: session.hasSubscription },
    };
    // Who asked, in every log line of the request (no names, no token).
    // (pino's loggers can; the silent logger of an app without a log cannot, hence the check.)
    const log = request.log as FastifyBaseLogger & { setBindings?: (bindings: object) => void };
    log.setBindings?.({ userId: session.user.id, companyId: session.user.companyId });
  });
}

/** The caller's session, or 401. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's session when it may use company data (role 1 or an active subscription), or 403. */
export function requireCompanyAccess(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!canUseCompanyData(auth.viewer)) throw forbidden('An active subscription is required');
  return auth;
}

/** Platform admins only, checked before the body is: 401 without a session, 403 for every other role. */
export const platformAdminOnly = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    if (!isPlatformAdmin(requireAuth(request).viewer)) throw forbidden();
  },
};
