/**
 * The outbox for platform admins (issue 5): every mail the product wrote to the `mails` table,
 * with its delivery status, attempts and last error, so a fresh install without SMTP shows what
 * would have been sent. `GET /api/mails` speaks the ra-data-simple-rest dialect of the resource
 * lists (sort, range, filter {status, code, q}, Content-Range); `GET /api/mails/:id` adds the texts.
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_STATUSES, outboxText } from '../../src/schema/mail-statuses';
import { platformAdminOnly } from '../auth/context';
import { rowId } from '../auth/validation';
import { attachmentNames } from '../billing/invoice-pdf';
import { hasPool } from '../db/client';
import { mails } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { counter, pageWithTotal } from '../resources/count';
import { parseRange } from '../resources/query';

const tags = ['mails'];
const params = z.object({ id: rowId });
const listQuery = z.object({
  sort: z.string().max(500).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(5_000).optional(),
});

const SORTABLE = {
  id: mails.id,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
  toAddress: mails.toAddress,
  subject: mails.subject,
  status: mails.status,
  code: mails.code,
  attempts: mails.attempts,
} as const;

const status = z.enum(MAIL_STATUSES);
const sortSchema = z.tuple([
  z.enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE]),
  z.enum(['ASC', 'DESC', 'asc', 'desc']),
]);
const filterSchema = z.strictObject({
  status: z.union([status, z.array(status).max(MAIL_STATUSES.length)]).optional(),
  code: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
});

/** The list columns: everything but the (long) texts. */
const listColumns = {
  id: mails.id,
  toAddress: mails.toAddress,
  subject: mails.subject,
  code: mails.code,
  status: mails.status,
  attempts: mails.attempts,
  error: mails.error,
  messageId: mails.messageId,
  nextAttemptAt: mails.nextAttemptAt,
  sentAt: mails.sentAt,
  createdAt: mails.createdAt,
};

/** A JSON query parameter checked by `schema`; anything else is a 400 naming the parameter. */
function parseParam<T>(raw: string | undefined, name: string, schema: z.ZodType<T>): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, `${name} is not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, `${name} is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

function filterConditions(raw: string | undefined): SQL[] {
  const filter = parseParam(raw, 'filter', filterSchema) ?? {};
  const conditions: SQL[] = [];
  if (filter.status !== undefined) {
    const statuses = Array.isArray(filter.status) ? filter.status : [filter.status];
    conditions.push(inArray(mails.status, statuses));
  }
  if (filter.code) conditions.push(eq(mails.code, filter.code));
  const text = filter.q?.trim();
  if (text) {
    // A substring, ignoring case; % and _ are literal.
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(mails.toAddress, pattern), ilike(mails.subject, pattern));
    if (match) conditions.push(match);
  }
  return conditions;
}

function orderOf(raw: string | undefined): SQL[] {
  const [field, order] = parseParam(raw, 'sort', sortSchema) ?? ['createdAt', 'DESC'];
  const direction = order.toUpperCase() === 'ASC' ? asc : desc;
  // Ties broken by id, so pages never overlap or skip a mail.
  return field === 'id' ? [direction(mails.id)] : [direction(SORTABLE[field]), direction(mails.id)];
}

export async function outboxRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): Promise<void> {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const concurrent = hasPool(db);

  api.get(
    '/api/mails',
    { ...platformAdminOnly, schema: { tags, querystring: listQuery } },
    async (request, reply) => {
      const orderBy = orderOf(request.query.sort);
      const { offset, limit } = parseRange(request.query.range);
      const where = and(...filterConditions(request.query.filter));
      const load = () =>
        db
          .select(listColumns)
          .from(mails)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
      const { rows, total } = await pageWithTotal(load, counter(db, mails, where), {
        offset,
        limit,
        concurrent,
      });
      const last = rows.length === 0 ? offset : offset + rows.length - 1;
      return reply
        .header('content-range', `mails ${offset}-${last}/${total}`)
        .header('access-control-expose-headers', 'Content-Range')
        .send(rows);
    },
  );

  api.get('/api/mails/:id', { ...platformAdminOnly, schema: { tags, params } }, async (request) => {
    const [mail] = await db.select().from(mails).where(eq(mails.id, request.params.id));
    if (!mail) throw notFound();
    return {
      ...mail,
      text: outboxText(mail.text, mail.status),
      html: outboxText(mail.html, mail.status),
      // Made at send time; the outbox names them (an invoice's PDF file name).
      attachments: await attachmentNames(db, mail.attachments ?? []),
    };
  });
}
