/**
 * The server side of subscriptions beyond the engine (server/resources/extensions.ts): the list
 * filter `active` (the platform dashboard links to `/subscriptions?filter={"active":true}`) and
 * the self-service routes under /api/subscription.
 */
import { not, type SQL } from 'drizzle-orm';
import { activeOn } from '../auth/subscriptions';
import type { InvoicesDeps } from '../billing/routes';
import { ApiError } from '../http/errors';
import type { ResourceExtension } from '../resources/extensions';
import { subscriptionRoutes } from './routes';

export const subscriptionsExtension = (deps: InvoicesDeps): ResourceExtension => ({
  filters: {
    /** true: the subscriptions active today (the rule sign-in uses); false: the others. */
    active(value, { today }) {
      if (value !== true && value !== false && value !== 'true' && value !== 'false')
        throw new ApiError(400, 'Filter active: expected true or false');
      const active = activeOn(today) as SQL;
      return value === true || value === 'true' ? active : not(active);
    },
  },
  routes: (app, env) => subscriptionRoutes(app, env, deps),
});
