/**
 * The platform admins' own routes, beyond the resources: onboarding a company and the platform
 * dashboard's numbers.
 */
import type { FastifyInstance } from 'fastify';
import { resources } from '../../src/schema/resources';
import type { AppDeps } from '../deps';
import { buildRegistry } from '../resources';
import { onboardingRoute } from './onboarding';
import { summaryRoute } from './summary';

export async function platformRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const env = {
    db: deps.db,
    registry: buildRegistry(resources),
    now: deps.now,
    files: deps.files,
  };
  onboardingRoute(app, env, deps);
  summaryRoute(app, deps);
}
