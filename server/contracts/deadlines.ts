/**
 * The deadlines ahead (docs/requirements.md#handled-deadlines): each notice deadline and end date of
 * the contracts a viewer may see between two days, the terms after the current one included as
 * tacit renewal will bring them. One source for the calendar, the dashboard's charts and the weekly
 * digest, so the three agree with each other and with the list.
 */
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMonths,
  contractStatus,
  currentTerm,
  type DeadlineEntry,
  dayOf,
  deadlinesWithin,
  noticeDeadline,
} from '../../src/schema/contract-dates';
import { contracts, handlingOf, termsOf } from '../../src/schema/resources/contracts';
import { fullName } from '../auth/profile';
import { locations, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { authorize, type Grant } from '../resources/access';
import type { Env } from '../resources/write';
import { filtered } from './bulk';
import { countableContracts } from './countable';
import { refreshTerms } from './terms';

/** The contract columns a deadline is worked out from and shown with. */
const ENTRY_COLUMNS = [
  'id',
  'number',
  'supplierName',
  'supplierType',
  'location',
  'owner',
  'yearlyValue',
  'endsAt',
  'indefinite',
  'noticeAmount',
  'noticeUnit',
  'renewalMonths',
  'archived',
  'handledOutcome',
  'handledTermEndsAt',
] as const;

/** More deadlines than a screen or a mail can show: the caller narrows the filter. */
export const MAX_DEADLINES = 5000;
/** The longest window asked at once: two years. */
const MAX_MONTHS = 24;

/**
 * The deadlines from `from` to `to` (both included) of the contracts `where` selects, by day, at
 * most MAX_DEADLINES (`truncated` says when there were more). Archived contracts have none.
 */
export async function deadlinesBetween(
  env: Env,
  where: SQL | undefined,
  from: string,
  to: string,
): Promise<{ deadlines: DeadlineEntry[]; truncated: boolean }> {
  await refreshTerms(env);
  const today = dayOf(env.now());
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  const typeTable = env.registry.table('supplier-types');
  const t = env.registry.columns('supplier-types');
  // The current term's first deadline is the earliest a contract has from now on; a renewing
  // contract may bring more after it, one that ends before `from` none.
  // Only what the date rules and an entry need (a contract row also holds its specifications),
  // with the names the calendar filters and shows.
  const rows = (await env.db
    .select({
      ...Object.fromEntries(ENTRY_COLUMNS.map((name) => [name, c[name]])),
      supplierTypeName: t.name,
      locationName: locations.name,
      ownerFirstName: users.firstName,
      ownerAffix: users.affix,
      ownerLastName: users.lastName,
    })
    .from(table)
    .leftJoin(typeTable, eq(t.id, c.supplierType))
    .leftJoin(locations, eq(locations.id, c.location))
    .leftJoin(users, eq(users.id, c.owner))
    .where(
      and(
        where,
        sql`not ${c.archived}`,
        isNotNull(c.currentEndsAt),
        sql`coalesce(${c.noticeDeadline}, ${c.currentEndsAt}) <= ${to}`,
        or(sql`${c.currentEndsAt} >= ${from}`, isNotNull(c.renewalMonths)),
      ),
    )) as Record<string, unknown>[];
  const deadlines: DeadlineEntry[] = [];
  for (const row of rows) {
    const terms = termsOf(row);
    const handled = handlingOf(row);
    const term = currentTerm(terms, today);
    const status = contractStatus(terms, today, term);
    for (const deadline of deadlinesWithin(terms, from, to)) {
      deadlines.push({
        contractId: row.id as number,
        number: row.number as string,
        supplierName: (row.supplierName as string | null) ?? '',
        supplierType: row.supplierType as number,
        supplierTypeName: (row.supplierTypeName as string | null) ?? '',
        location: row.location as number,
        locationName: (row.locationName as string | null) ?? '',
        owner: (row.owner as number | null) ?? null,
        ownerName: row.ownerFirstName
          ? fullName({
              firstName: row.ownerFirstName as string,
              affix: (row.ownerAffix as string | null) ?? '',
              lastName: (row.ownerLastName as string | null) ?? '',
            })
          : '',
        yearlyValue: row.yearlyValue === null ? null : Number(row.yearlyValue),
        status,
        ...deadline,
        termNoticeDeadline: terms.notice ? noticeDeadline(deadline.termEndsAt, terms.notice) : null,
        current: deadline.termEndsAt === term.endsAt,
        outcome: handled?.termEndsAt === deadline.termEndsAt ? handled.outcome : null,
      });
    }
  }
  deadlines.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : a.contractId - b.contractId));
  return { deadlines: deadlines.slice(0, MAX_DEADLINES), truncated: deadlines.length > MAX_DEADLINES };
}

/** Who may see deadlines: who may list contracts, and a dashboard reader (names and dates, read-only). */
export const deadlineGrant = (request: { auth: Parameters<typeof authorize>[0] }): Grant =>
  authorize(request.auth, countableContracts, 'list');

const day = z.iso.date();

export function deadlineRoutes(app: FastifyInstance, env: Env): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/contracts/deadlines',
    {
      schema: {
        tags: ['contracts'],
        querystring: z.object({ from: day, to: day, filter: z.string().max(10_000).optional() }),
      },
    },
    async (request) => {
      const grant = deadlineGrant(request);
      const { from, to, filter } = request.query;
      if (from > to || to > addMonths(from, MAX_MONTHS))
        throw badRequest({ to: 'resources.contracts.errors.deadline_window' });
      const today = dayOf(env.now());
      return deadlinesBetween(env, await filtered(env, grant, filter, today), from, to);
    },
  );
}
