/**
 * Alert delivery: finds the alert occurrences due today — the end alert and the notice alert of
 * each contract (their advance in days or months before the current end date or notice deadline)
 * and manual alerts on their send-on date — and turns each (occurrence, receiver) into one mail.
 *
 * Exactly once: an occurrence is recorded in `alert_deliveries` under a unique key in the same
 * transaction as its mail enters the outbox, so two processes, a crash or a restart can neither
 * mail it twice (the second insert finds the key) nor lose it (nothing is recorded without its
 * mail). The plan is derived from the contract as it is now: a changed date, advance or receiver
 * list is a different occurrence, an archived contract or a disabled alert has none.
 */
import { sql } from 'drizzle-orm';
import { formatLongDate } from '../../src/i18n/format';
import { addDays } from '../../src/schema/contract-dates';
import { contractPath, contracts } from '../../src/schema/resources/contracts';
import { recipientValues, renderTemplate, type TemplateCode } from '../../src/schema/template-placeholders';
import { dayOf } from '../auth/subscriptions';
import { deadlineLinkUrl, insertDeadlineLinks, newDeadlineLinks } from '../contracts/deadline-links';
import { refreshTerms } from '../contracts/terms';
import type { Database } from '../db/client';
import { type AlertKind, alertDeliveries } from '../db/contract-tables';
import { startJob } from '../jobs/runner';
import type { Mailer, MailMessage } from '../mail/mailer';
import { type TemplateText, templateFor } from '../mail/templates';
import type { Executor } from '../resources/hooks';
import type { Env } from '../resources/write';

/** Manual alerts missed for longer than this (server down) are not sent late any more. */
export const MANUAL_GRACE_DAYS = 30;
/** Contracts looked at per query (an id range, so each query is a short index range scan). */
const CHUNK = 5000;

const TEMPLATE: Readonly<Record<AlertKind, TemplateCode>> = {
  end: 'contract_end_alert',
  notice: 'contract_notice_alert',
  manual: 'contract_manual_alert',
};

export interface AlertEnv extends Env {
  mailer: Mailer;
  appUrl: string;
}

/** One due occurrence for one receiver, with what its mail says. */
interface DueAlert {
  kind: AlertKind;
  contract_id: number;
  company_id: number;
  alert_id: number | null;
  target_on: string;
  user_id: number;
  occurrence: string;
  email_address: string;
  first_name: string;
  affix: string | null;
  last_name: string;
  company_name: string;
  number: string;
  reference: string | null;
  supplier_name: string | null;
  type_name: string | null;
  location_name: string | null;
  starts_at: string | null;
  current_ends_at: string | null;
  notice_deadline: string | null;
  message: string | null;
}

/** `day − amount unit` in SQL; PostgreSQL clamps month ends like addMonths (31 mar − 1 month = 28 feb). */
const before = (day: string, amount: string, unit: string) =>
  sql.raw(
    `(case ${unit} when 'months' then (${day} - make_interval(months => ${amount}))::date else ${day} - ${amount} end)`,
  );

/** The term running now was not marked handled: a handled term sends no more end or notice alerts. */
const notHandled = sql.raw('c.handled_term_ends_at is distinct from c.current_ends_at');

/**
 * Whether a receiver list (of contract `c`) still names an active colleague. A list of only
 * deleted or deactivated users counts as empty: the alert goes to the next in line (a manual
 * alert's receivers, then the contract's, then its owner), so it never silently reaches nobody.
 */
const anyActive = (receivers: string) =>
  sql.raw(
    `exists (select 1 from users x where x.id = any(${receivers}) and x.active and x.company_id = c.company_id)`,
  );

/**
 * Which contracts a query looks at: an id range (a full run goes through all of them in chunks), or
 * those changed since a moment (with their manual alerts added since), for the runs between.
 */
type Scope = { from: number; to: number } | { since: Date };

/** The due occurrences without a delivery yet, as of `today`, of the contracts in `scope`. */
async function dueAlerts(env: AlertEnv, today: string, scope: Scope): Promise<DueAlert[]> {
  const table = env.registry.table(contracts);
  const graceStart = addDays(today, -MANUAL_GRACE_DAYS);
  const inRange =
    'since' in scope
      ? sql`c.updated_at >= ${scope.since}`
      : sql`c.id >= ${scope.from} and c.id < ${scope.to}`;
  // A manual alert added, changed or switched on since then counts as changed too.
  const manualInRange = 'since' in scope ? sql`(${inRange} or a.updated_at >= ${scope.since})` : inRange;
  const result = await env.db.execute(sql`
    with occurrences as (
      select 'end' as kind, c.id as contract_id, null::integer as alert_id, c.current_ends_at as target_on,
        c.receivers as receivers, null::text as message
      from ${table} c
      where ${inRange} and not c.archived and c.end_alert_enabled and c.current_ends_at >= ${today}
        and ${notHandled}
        and ${before('c.current_ends_at', 'c.end_alert_amount', 'c.end_alert_unit')} <= ${today}
      union all
      select 'notice', c.id, null, c.notice_deadline, c.receivers, null
      from ${table} c
      where ${inRange} and not c.archived and c.notice_alert_enabled and c.notice_deadline >= ${today}
        and ${notHandled}
        and ${before('c.notice_deadline', 'c.notice_alert_amount', 'c.notice_alert_unit')} <= ${today}
      union all
      select 'manual', c.id, a.id, a.send_on,
        case when ${anyActive('a.receivers')} then a.receivers else c.receivers end, a.message
      from contract_alerts a join ${table} c on c.id = a.contract_id
      where ${manualInRange} and not c.archived and a.enabled and a.send_on between ${graceStart} and ${today}
    ),
    receivers as (
      select o.*, u.id as user_id,
        o.kind || ':' || coalesce(o.alert_id, o.contract_id) || ':' || o.target_on || ':' || u.id as occurrence
      from occurrences o join ${table} c on c.id = o.contract_id
      join users u on u.id = any(case when ${anyActive('o.receivers')} then o.receivers else array[c.owner] end)
      -- Who chose the weekly digest only reads end and notice deadlines there (server/digest).
      where u.active and u.company_id = c.company_id and (o.kind = 'manual' or u.alert_mail <> 'digest')
    )
    select r.kind, r.contract_id, c.company_id, r.alert_id, r.target_on::text as target_on, r.user_id,
      r.occurrence, u.email_address, u.first_name, u.affix, u.last_name, co.name as company_name,
      c.number, c.reference, c.supplier_name, t.name as type_name, l.name as location_name,
      c.starts_at::text as starts_at, c.current_ends_at::text as current_ends_at,
      c.notice_deadline::text as notice_deadline, r.message
    from receivers r
    join ${table} c on c.id = r.contract_id
    join users u on u.id = r.user_id
    join companies co on co.id = c.company_id
    left join supplier_types t on t.id = c.supplier_type
    left join locations l on l.id = c.location
    where not exists (select 1 from ${alertDeliveries} d where d.occurrence = r.occurrence)`);
  return (result as unknown as { rows: DueAlert[] }).rows;
}

const valuesOf = (due: DueAlert, appUrl: string, handleLink: string): Record<string, string> => ({
  ...recipientValues({ firstName: due.first_name, affix: due.affix, lastName: due.last_name }),
  'company.name': due.company_name,
  'contract.number': due.number,
  'contract.reference': due.reference ?? '',
  'contract.supplier': due.supplier_name ?? '',
  'contract.type': due.type_name ?? '',
  'contract.location': due.location_name ?? '',
  'contract.startsAt': formatLongDate(due.starts_at),
  'contract.endsAt': formatLongDate(due.current_ends_at),
  'contract.noticeDeadline': formatLongDate(due.notice_deadline),
  message: due.message ?? '',
  link: `${appUrl}${contractPath(due.contract_id)}`,
  handleLink,
});

/** Records the batch's occurrences and queues their mails, in one transaction; returns how many were new. */
async function deliverBatch(env: AlertEnv, batch: DueAlert[]): Promise<number> {
  // Each template read once per batch, not once per mail.
  const texts = new Map<TemplateCode, TemplateText>();
  for (const code of new Set(batch.map((due) => TEMPLATE[due.kind])))
    texts.set(code, await templateFor(env.db, code));
  // An end or notice alert carries a private link to mark its term handled (deadline-links.ts).
  const links = newDeadlineLinks(
    batch.map((due) => ({
      companyId: due.company_id,
      contractId: due.contract_id,
      userId: due.user_id,
      termEndsAt: due.current_ends_at ?? due.target_on,
      validUntil: due.target_on,
    })),
  );
  const mails: MailMessage[] = batch.map((due, index) => {
    const code = TEMPLATE[due.kind];
    const template = texts.get(code) as TemplateText;
    const handleLink =
      due.kind === 'manual' ? '' : deadlineLinkUrl(env.appUrl, due.contract_id, links.tokens[index]);
    return {
      to: due.email_address,
      code,
      ...renderTemplate(template, valuesOf(due, env.appUrl, handleLink)),
    };
  });
  return env.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(alertDeliveries)
      .values(
        batch.map((due) => ({
          companyId: due.company_id,
          contractId: due.contract_id,
          kind: due.kind,
          alertId: due.alert_id,
          targetOn: due.target_on,
          userId: due.user_id,
          toAddress: due.email_address,
          occurrence: due.occurrence,
        })),
      )
      // Another process (or an earlier run) recorded it first: it sends that one, not us.
      .onConflictDoNothing({ target: alertDeliveries.occurrence })
      .returning({ id: alertDeliveries.id, occurrence: alertDeliveries.occurrence });
    const ids = new Map(inserted.map((row) => [row.occurrence, row.id]));
    const ours = batch.flatMap((due, index) => (ids.has(due.occurrence) ? [index] : []));
    await insertDeadlineLinks(
      tx as unknown as Executor,
      ours.filter((index) => batch[index].kind !== 'manual').map((index) => links.rows[index]),
    );
    const mailIds = await env.mailer.enqueueAll(
      ours.map((index) => mails[index]),
      tx as unknown as Database,
    );
    const sent = ours.map((index, i) => ({ id: ids.get(batch[index].occurrence), mail: mailIds[i] }));
    await tx.execute(sql`
      update ${alertDeliveries} set mail_id = v.mail
      from json_to_recordset(${JSON.stringify(sent)}::json) as v(id integer, mail integer)
      where ${alertDeliveries.id} = v.id`);
    return inserted.length;
  });
}

/**
 * One scheduler run: every occurrence due today becomes a queued mail; returns how many. A full
 * run looks at every contract; with `since` only at those changed (or given a manual alert) since
 * then — what can have become due between two runs of the same day.
 */
export async function runAlerts(env: AlertEnv, since?: Date): Promise<number> {
  await refreshTerms(env);
  const today = dayOf(env.now());
  const scopes: Scope[] = [];
  if (since) scopes.push({ since });
  else {
    const table = env.registry.table(contracts);
    const result = await env.db.execute(sql`select coalesce(max(id), 0)::integer as last from ${table}`);
    const [{ last }] = (result as unknown as { rows: { last: number }[] }).rows;
    for (let from = 1; from <= last; from += CHUNK) scopes.push({ from, to: from + CHUNK });
  }
  let queued = 0;
  for (const scope of scopes) {
    const batch = await dueAlerts(env, today, scope);
    if (batch.length > 0) queued += await deliverBatch(env, batch);
  }
  if (queued > 0) env.mailer.nudge();
  return queued;
}

/** Clocks of several servers differ a little; changes this much older than a run's start are looked at again. */
const CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * Runs the scheduler now and every `intervalMs` (server/jobs/runner.ts); returns the stop function.
 * The first run of each day (and after a start) is a full one: that is when alerts fall due. The
 * runs between only look at contracts changed since the previous run started.
 */
export function startAlertScheduler(env: AlertEnv, intervalMs = 60_000): () => Promise<void> {
  let fullRunDay: string | null = null;
  let previousStart: Date | null = null;
  return startJob(
    async () => {
      const started = env.now();
      const today = dayOf(started);
      const since =
        fullRunDay === today && previousStart
          ? new Date(previousStart.getTime() - CLOCK_MARGIN_MS)
          : undefined;
      await runAlerts(env, since);
      // Only a run that succeeded moves the window on; a failed one is repeated in full.
      fullRunDay = today;
      previousStart = started;
    },
    { name: 'Alert run', intervalMs },
  );
}
