/**
 * POST /api/onboarding (platform admins): a new company with its main location, its subscription
 * and its first company admin, in one transaction, through the same engine (input schemas, hooks,
 * references) as the resources' own API; the admin's welcome mail goes after the commit.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COMPANY_ADMIN } from '../../src/schema/access';
import type { Resource, Row } from '../../src/schema/dsl';
import {
  type FieldErrors,
  ONBOARDING_PARTS,
  type OnboardingInput,
  type OnboardingPart,
  parseOnboarding,
  prefixErrors,
  validField,
} from '../../src/schema/onboarding';
import { companies } from '../../src/schema/resources/companies';
import { locations } from '../../src/schema/resources/locations';
import { subscriptions } from '../../src/schema/resources/subscriptions';
import { users as usersResource } from '../../src/schema/resources/users';
import { platformAdminOnly, requireAuth } from '../auth/context';
import { planColumns, plansTable } from '../auth/subscriptions';
import { sendWelcomeMail } from '../auth/welcome';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError, badRequest } from '../http/errors';
import { authorize, type Caller } from '../resources/access';
import { createRecord, type Env } from '../resources/write';

const tags = ['platform'];
const body = z.object(ONBOARDING_PARTS);
const created = z.object({ company: z.number(), subscription: z.number(), admin: z.number() });

/** The checks that need the database, so a request learns all its errors at once, not one per try. */
async function storedErrors(db: Database, body: unknown): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const emailAddress = validField(body, 'admin', 'emailAddress');
  const planId = validField(body, 'subscription', 'plan');
  if (typeof emailAddress === 'string' && emailAddress !== '') {
    const [used] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.emailAddress})`, emailAddress.toLowerCase()))
      .limit(1);
    if (used) errors['admin.emailAddress'] = 'app.validation.unique';
  }
  if (typeof planId === 'number') {
    const [plan] = await db
      .select({ active: planColumns.active })
      .from(plansTable)
      .where(eq(planColumns.id, planId))
      .limit(1);
    if (!plan) errors['subscription.plan'] = 'app.validation.reference';
    else if (plan.active !== true)
      errors['subscription.plan'] = 'resources.subscriptions.errors.plan_inactive';
  }
  return errors;
}

/**
 * Creates one row as the caller through the engine; its field errors (a hook's, a reference's)
 * come back named after the request's part ('emailAddress' → 'admin.emailAddress').
 */
async function createPart(
  env: Env,
  auth: Caller,
  part: OnboardingPart,
  resource: Resource,
  values: Record<string, unknown>,
): Promise<Row> {
  try {
    return await createRecord(env, resource, authorize(auth, resource, 'create'), values);
  } catch (error) {
    if (error instanceof ApiError && error.errors) throw badRequest(prefixErrors(part, error.errors));
    throw error;
  }
}

/** The four rows of a new company, all or none. */
async function createCompany(env: Env, auth: Caller, input: OnboardingInput) {
  return env.db.transaction(async (tx) => {
    // The engine's own transactions nest as savepoints inside this one.
    const inTx: Env = { ...env, db: tx as unknown as Database };
    const company = await createPart(inTx, auth, 'company', companies, input.company);
    const companyId = company.id;
    const { name, address, zipcode, city } = input.company;
    await createPart(inTx, auth, 'company', locations, {
      ...locations.input.parse({ name, address, zipcode, city, isMain: true }),
      companyId,
    });
    const subscription = await createPart(inTx, auth, 'subscription', subscriptions, {
      ...input.subscription,
      endsAt: null,
      companyId,
    });
    const admin = await createPart(inTx, auth, 'admin', usersResource, {
      ...usersResource.input.parse({ ...input.admin, roles: [COMPANY_ADMIN], active: true }),
      companyId,
    });
    return { company: companyId, subscription: subscription.id, admin };
  });
}

export function onboardingRoute(app: FastifyInstance, env: Env, deps: Pick<AppDeps, 'mailer' | 'config'>) {
  app.post(
    '/api/onboarding',
    {
      ...platformAdminOnly,
      // The body schema describes the route (OpenAPI); checking is the handler's, which names every
      // error of every part at once, the stored ones (a used e-mail address) included.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: { tags, body, response: { 201: created } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { parts, errors } = parseOnboarding(request.body);
      // A field's own error (its form) goes before a stored one.
      const all = { ...(await storedErrors(env.db, request.body)), ...errors };
      if (Object.keys(all).length > 0) throw badRequest(all);
      const { company, subscription, admin } = await createCompany(env, auth, parts as OnboardingInput);
      await sendWelcomeMail({ ...deps, db: env.db, now: env.now }, admin);
      return reply.status(201).send({ company, subscription, admin: admin.id });
    },
  );
}
