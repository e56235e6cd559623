/**
 * A company's alert defaults (docs/requirements.md#alerts-and-mail): what a new contract's end and
 * notice alerts start as, in the wizard and in a create through the API that leaves them out. The
 * notice alert needs a notice period and an indefinite contract has no end alert (the contract
 * hook's rules), so a default adapts to the contract: the notice alert where there is a notice
 * period, the end alert otherwise.
 */
import { z } from 'zod';
import { PERIOD_UNITS } from './contract-dates';
import { field } from './fields';

const advance = z.object({
  enabled: z.boolean({ error: 'app.validation.required' }),
  amount: field.number({ required: true, min: 1, max: 3650 }),
  unit: field.choice(PERIOD_UNITS, { required: true }),
});

/** The most characters of a manual alert's message (docs/contracts-api.md). */
export const ALERT_MESSAGE_MAX_LENGTH = 2000;

/** What a company admin sets: per alert, on or off, and how long in advance. */
export const alertDefaultsSchema = z.object({ notice: advance, end: advance });
export type AlertDefaults = z.infer<typeof alertDefaultsSchema>;

/** Until a company sets its own: both on, 30 days ahead. */
export const BUILT_IN_ALERT_DEFAULTS: AlertDefaults = {
  notice: { enabled: true, amount: 30, unit: 'days' },
  end: { enabled: true, amount: 30, unit: 'days' },
};

/** The stored value (null or unreadable: never set) as defaults. */
export const alertDefaultsOf = (stored: unknown): AlertDefaults => {
  const parsed = alertDefaultsSchema.safeParse(stored);
  return parsed.success ? parsed.data : BUILT_IN_ALERT_DEFAULTS;
};

export const ALERT_FIELDS = [
  'endAlertEnabled',
  'endAlertAmount',
  'endAlertUnit',
  'noticeAlertEnabled',
  'noticeAlertAmount',
  'noticeAlertUnit',
] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];

/**
 * A new contract's alert fields from the defaults and its terms: the notice alert on only with a
 * notice period, the end alert on only when the contract ends and no notice alert is on. A notice
 * alert switched on or off already (`noticeAlertEnabled`) counts as it is.
 */
export function contractAlertDefaults(
  defaults: AlertDefaults,
  terms: { indefinite: boolean; hasNotice: boolean; noticeAlertEnabled?: boolean },
): Record<AlertField, unknown> {
  const noticeOn = terms.noticeAlertEnabled ?? (defaults.notice.enabled && terms.hasNotice);
  const endOn = defaults.end.enabled && !terms.indefinite && !noticeOn;
  return {
    endAlertEnabled: endOn,
    endAlertAmount: defaults.end.amount,
    endAlertUnit: defaults.end.unit,
    noticeAlertEnabled: noticeOn,
    noticeAlertAmount: defaults.notice.amount,
    noticeAlertUnit: defaults.notice.unit,
  };
}

/** The terms the defaults adapt to, from a contract's values as the form or the API holds them. */
export const alertTermsOf = (values: Record<string, unknown>) => ({
  indefinite: values.indefinite === true,
  hasNotice: values.noticeAmount != null && values.noticeAmount !== '',
});
