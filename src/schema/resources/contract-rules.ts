/**
 * A contract's cross-field rules (docs/requirements.md#contracts-and-dates): its end, its periods,
 * its alerts and its costs hang together. Pure, so the server's hook (contracts.ts) and the wizard
 * (src/resources/contracts/wizard/validation.ts) ask the same function; it answers every rule a
 * contract breaks at once, so a form or an imported row shows all its errors together rather than
 * one per attempt.
 */

import { type CostInput, yearlyCost } from '../contract-costs';
import { MONEY_MAX } from '../fields';

/** `field → i18n key`: the first error of each field. */
export type FieldErrors = Record<string, string>;

/** An amount with its unit: a notice period, the end alert's and the notice alert's advance. */
export const PERIODS = [
  ['noticeAmount', 'noticeUnit'],
  ['endAlertAmount', 'endAlertUnit'],
  ['noticeAlertAmount', 'noticeAlertUnit'],
] as const;

const absent = (value: unknown): boolean => value === undefined || value === null;

/**
 * The rules `values` break, as the API takes a contract (an empty value is null or left out):
 * an end unless indefinite, not before the start; an indefinite contract without renewal or end
 * alert; each period's amount with its unit; an alert with its advance, the notice alert with a
 * notice period; a cost amount with its period, and a VAT rate when it includes VAT.
 */
export function contractRuleErrors(values: Readonly<Record<string, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const indefinite = values.indefinite === true;
  if (indefinite) {
    if (!absent(values.renewalMonths)) add('renewalMonths', 'resources.contracts.errors.renewal_indefinite');
    if (values.endAlertEnabled === true)
      add('endAlertEnabled', 'resources.contracts.errors.end_alert_indefinite');
  } else if (absent(values.endsAt)) {
    add('endsAt', 'app.validation.required');
  } else if (!absent(values.startsAt) && String(values.endsAt) < String(values.startsAt)) {
    add('endsAt', 'resources.contracts.errors.ends_before_start');
  }
  for (const [amount, unit] of PERIODS) {
    if (absent(values[amount]) !== absent(values[unit]))
      add(absent(values[amount]) ? amount : unit, 'resources.contracts.errors.period_incomplete');
  }
  if (values.endAlertEnabled === true && !indefinite && absent(values.endAlertAmount))
    add('endAlertAmount', 'resources.contracts.errors.advance_required');
  if (values.noticeAlertEnabled === true) {
    if (absent(values.noticeAmount))
      add('noticeAlertEnabled', 'resources.contracts.errors.notice_alert_without_notice');
    if (absent(values.noticeAlertAmount))
      add('noticeAlertAmount', 'resources.contracts.errors.advance_required');
  }
  if (absent(values.costAmount) !== absent(values.costPeriod))
    add(
      absent(values.costAmount) ? 'costAmount' : 'costPeriod',
      'resources.contracts.errors.cost_incomplete',
    );
  if (values.vatIncluded === true && !absent(values.costAmount) && absent(values.vatRate))
    add('vatRate', 'resources.contracts.errors.vat_rate_required');
  // The yearly values are stored as money too: an amount whose year (or VAT) would not fit is refused
  // on the field that made it.
  const yearly = yearlyCost(values as CostInput);
  if (Math.max(yearly.excl ?? 0, yearly.incl ?? 0) > MONEY_MAX)
    add(yearly.derived ? 'costAmount' : 'yearlyValue', 'app.validation.too_large');
  return errors;
}
