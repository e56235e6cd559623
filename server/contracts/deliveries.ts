/**
 * What the alert scheduler (server/alerts) sent for a contract: each occurrence with its receiver
 * and the state of its mail, newest first, so users see which alerts went out when, to whom.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contracts } from '../../src/schema/resources/contracts';
import { rowId } from '../auth/validation';
import { alertDeliveries } from '../db/contract-tables';
import { mails, users } from '../db/schema';
import { authorize } from '../resources/access';
import type { Env } from '../resources/write';
import { grantedContract, personColumns, personOf } from './granted';

/** The newest this many; a contract mails a handful of alerts a year. */
const SHOWN = 200;

export function deliveryRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contracts/:id/deliveries',
    {
      preValidation: async (request: FastifyRequest) => {
        authorize(request.auth, contracts, 'show');
      },
      schema: { tags: ['contracts'], params: z.object({ id: rowId }) },
    },
    async (request) => {
      const { contract } = await grantedContract(env, request.auth, 'show', request.params.id);
      const rows = await env.db
        .select({
          delivery: alertDeliveries,
          person: personColumns,
          status: mails.status,
          sentAt: mails.sentAt,
        })
        .from(alertDeliveries)
        .leftJoin(users, eq(users.id, alertDeliveries.userId))
        .leftJoin(mails, eq(mails.id, alertDeliveries.mailId))
        .where(eq(alertDeliveries.contractId, contract.id))
        .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
        .limit(SHOWN);
      return rows.map(({ delivery, person, status, sentAt }) => ({
        id: delivery.id,
        kind: delivery.kind,
        targetOn: delivery.targetOn,
        toAddress: delivery.toAddress,
        receiver: personOf(person),
        createdAt: delivery.createdAt.toISOString(),
        /** queued, sending, sent, failed, kept (no SMTP server), or null when the mail was removed. */
        status: status ?? null,
        sentAt: sentAt?.toISOString() ?? null,
      }));
    },
  );
}
