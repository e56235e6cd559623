/**
 * The offers' server side as resource extensions (docs/adding-a-resource.md): the sponsor's link
 * and page, the contract's offers and the platform admin's routes; a new offer entered by a
 * platform admin tells the contract's receivers like one from a link; a deleted offer's PDF goes.
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../src/schema/contract-dates';
import type { Config } from '../config';
import { badRequest } from '../http/errors';
import { sendAppPage } from '../http/static';
import type { Mailer } from '../mail/mailer';
import type { FilterContext, ResourceExtension } from '../resources/extensions';
import type { Env } from '../resources/write';
import { adminOfferRoutes } from './admin-routes';
import { contractOfferRoutes } from './contract-offers';
import { OFFER_PAGE_ROUTE, offerLinkRoutes, offerPageStatus } from './links';
import { type OfferEnv, offerReceived, removeOrphanPdfs } from './offers';

const withMail = (env: Env, deps: { mailer: Mailer; config: Config }): OfferEnv => ({
  ...env,
  mailer: deps.mailer,
  appUrl: deps.config.appUrl,
});

export function offersExtension(deps: { mailer: Mailer; config: Config }): ResourceExtension {
  return {
    afterCreate: async (env, row) => {
      await offerReceived(withMail(env, deps), row.id as number);
    },
    afterDelete: async (env) => removeOrphanPdfs(env),
    routes(app: FastifyInstance, env: Env) {
      const offerEnv = withMail(env, deps);
      offerLinkRoutes(app, offerEnv);
      contractOfferRoutes(app, offerEnv);
      adminOfferRoutes(app, offerEnv);
      // The sponsor's page: the app, with the status its link deserves (links.ts).
      // The offer form's page (HTML), not an API call.
      app.get<{ Params: { token: string } }>(
        OFFER_PAGE_ROUTE,
        { schema: { hide: true } },
        async (request, reply) => {
          const status = await offerPageStatus(offerEnv, request.params.token.slice(0, 200));
          // A closed link's page must arrive whole: a revalidation would answer an empty 404/410.
          if (status !== 200) {
            delete request.headers['if-none-match'];
            delete request.headers['if-modified-since'];
          }
          reply.status(status);
          return typeof reply.sendFile === 'function' ? sendAppPage(reply) : reply.send({ status });
        },
      );
    },
  };
}

/** `noticeWithin`: requests whose notice deadline lies from today up to that many days ahead. */
export const offerRequestFilters = {
  noticeWithin: (value: unknown, context: FilterContext) => {
    const days = Number(value);
    if (!Number.isInteger(days) || days < 0 || days > 3650)
      throw badRequest({ noticeWithin: 'app.validation.number' }, 'noticeWithin takes a number of days');
    const column = context.columns.noticeDeadline;
    return sql`${column} between ${context.today} and ${addDays(context.today, days)}`;
  },
};
