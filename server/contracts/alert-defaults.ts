/**
 * The company's alert defaults (src/schema/alert-defaults.ts, docs/requirements.md#alerts-and-mail):
 * read by whoever may create contracts (the wizard starts with them), set by a company admin.
 * A platform admin, who has no company, reads the built-in ones.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasRole } from '../../src/schema/access';
import {
  alertDefaultsOf,
  alertDefaultsSchema,
  BUILT_IN_ALERT_DEFAULTS,
} from '../../src/schema/alert-defaults';
import { contracts } from '../../src/schema/resources/contracts';
import { companies } from '../db/schema';
import { forbidden } from '../http/errors';
import { authorize } from '../resources/access';
import type { Env } from '../resources/write';

const tags = ['contracts'];
const path = '/api/contracts/alert-defaults';

export function alertDefaultsRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(path, { schema: { tags, response: { 200: alertDefaultsSchema } } }, async (request) => {
    const { tenant } = authorize(request.auth, contracts, 'create');
    if (tenant === null) return BUILT_IN_ALERT_DEFAULTS;
    const [company] = await env.db
      .select({ alertDefaults: companies.alertDefaults })
      .from(companies)
      .where(eq(companies.id, tenant));
    return alertDefaultsOf(company?.alertDefaults);
  });

  api.put(
    path,
    {
      // Access before validation, so a caller without access learns nothing from a 400.
      preValidation: async (request) => {
        const { tenant } = authorize(request.auth, contracts, 'list');
        if (tenant === null || !request.auth || !hasRole(request.auth.viewer, 2)) throw forbidden();
      },
      schema: { tags, body: alertDefaultsSchema, response: { 200: alertDefaultsSchema } },
    },
    async (request) => {
      const { tenant } = authorize(request.auth, contracts, 'list');
      await env.db
        .update(companies)
        .set({ alertDefaults: request.body, updatedAt: env.now() })
        .where(eq(companies.id, tenant as number));
      return request.body;
    },
  );
}
