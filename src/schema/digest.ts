/**
 * The weekly digest (docs/requirements.md#alerts-and-mail): how a user wants alert mails — each
 * alert on its own (as before), a weekly digest, or both — and what the digest holds. Shared by the
 * account page, the API and the digest job.
 */
import { z } from 'zod';
import { addDays, type Day, dayNumber, isoWeek, weekStart } from './contract-dates';

export const ALERT_MAIL_MODES = ['single', 'digest', 'both'] as const;
export type AlertMailMode = (typeof ALERT_MAIL_MODES)[number];
/** The days ahead a digest may cover. */
export const DIGEST_DAYS = [30, 60, 90] as const;
/** Monday, from this hour Dutch time. */
export const DIGEST_HOUR = 7;

export const alertMailSchema = z.object({
  mode: z.enum(ALERT_MAIL_MODES, { error: 'app.validation.choice' }),
  days: z.union(
    DIGEST_DAYS.map((days) => z.literal(days)),
    { error: 'app.validation.choice' },
  ),
});
export type AlertMail = z.infer<typeof alertMailSchema>;

/** Whether single end and notice alert mails still go to a user with this choice. */
export const wantsSingleAlerts = (mode: AlertMailMode): boolean => mode !== 'digest';
export const wantsDigest = (mode: AlertMailMode): boolean => mode !== 'single';

/** The week a digest is for: its ISO year and number, as a key ('2026-W48'). */
export function digestWeek(day: Day): string {
  const monday = weekStart(day);
  // The ISO year is the year of the week's Thursday.
  const year = addDays(monday, 3).slice(0, 4);
  return `${year}-W${String(isoWeek(monday)).padStart(2, '0')}`;
}

/** Days from `from`, grouped by the week (Monday) they fall in, weeks in order. */
export function byWeek<T extends { on: Day }>(items: readonly T[]): { monday: Day; items: T[] }[] {
  const weeks = new Map<Day, T[]>();
  for (const item of [...items].sort((a, b) => dayNumber(a.on) - dayNumber(b.on))) {
    const monday = weekStart(item.on);
    weeks.set(monday, [...(weeks.get(monday) ?? []), item]);
  }
  return [...weeks].map(([monday, grouped]) => ({ monday, items: grouped }));
}
