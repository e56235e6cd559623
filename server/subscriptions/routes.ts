/**
 * The self-service subscription API: the overview for the subscription page, and start, change
 * and cancel. These work WITHOUT an active subscription (that is what they are for), so they check
 * roles themselves instead of through the company-data rule of server/resources/access.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasRole, isPlatformAdmin } from '../../src/schema/access';
import { companies, missingInvoiceDetails } from '../../src/schema/resources/companies';
import { requireAuth } from '../auth/context';
import { rowId } from '../auth/validation';
import { billNow, type InvoicesDeps } from '../billing/routes';
import { companies as companyTable } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { accessContextOf } from '../resources/access';
import type { Env } from '../resources/write';
import {
  type Actor,
  type CompanyInput,
  cancelSubscription,
  changeSubscription,
  startSubscription,
} from './actions';
import { subscriptionError } from './messages';
import { subscriptionOverview } from './overview';

const tags = ['subscription'];
const planId = rowId;
/** For a platform admin: the company acted on. */
const companyId = rowId.optional();

const startBody = z.object({
  plan: planId,
  company: companies.input,
  acceptTerms: z.boolean().optional(),
});

/**
 * The company a call is about: a platform admin names it; a company admin (or, for reading, any
 * company user) acts on their own.
 */
async function companyOf(env: Env, request: FastifyRequest, named: number | undefined, mayRead: boolean) {
  const auth = requireAuth(request);
  const actor: Actor = { access: accessContextOf(auth), ipAddress: request.ip };
  if (isPlatformAdmin(auth.viewer)) {
    if (named === undefined) throw badRequest({ companyId: 'app.validation.required' });
    const [company] = await env.db
      .select({ id: companyTable.id })
      .from(companyTable)
      .where(eq(companyTable.id, named));
    if (!company) throw notFound();
    return { actor, companyId: named, billing: true };
  }
  const own = auth.user.companyId;
  const admin = hasRole(auth.viewer, 2);
  if (own === null || !(admin || (mayRead && hasRole(auth.viewer, 3, 4)))) throw forbidden();
  return { actor, companyId: own, billing: admin };
}

export function subscriptionRoutes(app: FastifyInstance, env: Env, deps: InvoicesDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const termsUrl = deps.config?.seller.termsUrl ?? null;
  const overview = (id: number, billing: boolean) => subscriptionOverview(env, env.db, id, billing, termsUrl);

  api.get(
    '/api/subscription',
    {
      schema: {
        tags,
        description:
          'The company, its current subscription (status active, cancelled or none, a pending plan change), ' +
          'usage against the plan limits, the plans to choose from (prices excl. and incl. 21 % VAT) and, ' +
          'for the company admin, the last invoices. Roles 2–4 also without a subscription; role 1 names `companyId`.',
        querystring: z.object({ companyId }),
      },
    },
    async (request) => {
      const { companyId: id, billing } = await companyOf(env, request, request.query.companyId, true);
      return overview(id, billing);
    },
  );

  api.post(
    '/api/subscription/start',
    {
      schema: {
        tags,
        description:
          'Company admin without an active subscription: saves the billing details, records the accepted ' +
          'terms and starts a subscription from today that runs on, its first month invoiced at once (201, the new ' +
          'overview). 409 when one is active.',
        body: startBody,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (isPlatformAdmin(auth.viewer) || !hasRole(auth.viewer, 2))
        throw subscriptionError(403, 'api.admin_only');
      const { actor, companyId: id } = await companyOf(env, request, undefined, false);
      const company = request.body.company as CompanyInput;
      const errors: Record<string, string> = {};
      for (const field of missingInvoiceDetails(company))
        errors[`company.${field}`] = 'app.validation.required';
      if (request.body.acceptTerms !== true) errors.acceptTerms = 'app.subscription.errors.terms';
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      await startSubscription(env, actor, id, request.body.plan, company);
      // The first month is invoiced at once, so the page shows its invoice (not after the hourly run).
      await billNow(env, deps);
      return reply.status(201).send(await overview(id, true));
    },
  );

  api.post(
    '/api/subscription/change',
    {
      schema: {
        tags,
        description:
          'The plan from the next period (the 1st of next month); the current plan withdraws a pending change. ' +
          '400 when the usage exceeds the new plan. Role 2 for its company; role 1 names `companyId`.',
        body: z.object({ plan: planId, companyId }),
      },
    },
    async (request) => {
      const { actor, companyId: id } = await companyOf(env, request, request.body.companyId, false);
      await changeSubscription(env, actor, id, request.body.plan);
      return overview(id, true);
    },
  );

  api.post(
    '/api/subscription/cancel',
    {
      schema: {
        tags,
        description:
          'Ends the subscription at the end of the paid period (this month) and withdraws a pending change; ' +
          '409 when already cancelled. Role 2 for its company; role 1 names `companyId`.',
        body: z.object({ companyId }).optional(),
      },
    },
    async (request) => {
      const { actor, companyId: id } = await companyOf(env, request, request.body?.companyId, false);
      await cancelSubscription(env, actor, id);
      return overview(id, true);
    },
  );
}
