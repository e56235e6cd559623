/**
 * The outbox's server side (docs/architecture.md#mail-and-files). The engine lists and shows the
 * `mails` resource (src/schema/resources/mails.ts) to platform admins; this adds what it cannot:
 * the status filter (one status or several, checked against the known ones) and, on a mail's own
 * answer, its texts as platform admins may read them and the names of its attachments.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { onRouteHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { MAIL_STATUSES, outboxText } from '../../src/schema/mail-statuses';
import type { MailDetail } from '../../src/schema/resources/mails';
import { attachmentNames } from '../billing/invoice-pdf';
import type { Database } from '../db/client';
import { mails } from '../db/schema';
import { ApiError } from '../http/errors';
import type { ResourceExtension } from '../resources/extensions';

const status = z.enum(MAIL_STATUSES);
const statusFilter = z.union([status, z.array(status).max(MAIL_STATUSES.length)]);

function statusCondition(value: unknown, column: PgColumn): SQL {
  const parsed = statusFilter.safeParse(value);
  if (!parsed.success) throw new ApiError(400, `Filter status: expected one of ${MAIL_STATUSES.join(', ')}`);
  const statuses = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  return statuses.length === 0 ? sql`false` : inArray(column, statuses);
}

/** The record the engine answers, with what the mail's page shows besides. */
async function withTexts(db: Database, record: { id: number }): Promise<MailDetail> {
  const [mail] = await db
    .select({ text: mails.text, html: mails.html, status: mails.status, attachments: mails.attachments })
    .from(mails)
    .where(eq(mails.id, record.id));
  return {
    ...(record as MailDetail),
    text: outboxText(mail.text, mail.status),
    html: outboxText(mail.html, mail.status),
    // Made at send time; the outbox names them (an invoice's PDF file name).
    attachments: await attachmentNames(db, mail.attachments ?? []),
  };
}

const SHOW_URL = '/api/mails/:id';

export const outboxExtension: ResourceExtension = {
  filters: { status: (value, { columns }) => statusCondition(value, columns.status) },
  routes(app, { db }) {
    // The engine's show route is registered after this: its answer gets the texts on top.
    const addTexts: preSerializationAsyncHookHandler = async (_request, reply, payload) => {
      const record = payload as { id?: unknown } | null;
      return reply.statusCode === 200 && typeof record?.id === 'number'
        ? withTexts(db, record as { id: number })
        : payload;
    };
    const onShowRoute: onRouteHookHandler = (route) => {
      if (route.method !== 'GET' || route.url !== SHOW_URL) return;
      const own = route.preSerialization;
      route.preSerialization = [...(own ? (Array.isArray(own) ? own : [own]) : []), addTexts];
    };
    app.addHook('onRoute', onShowRoute);
  },
};
