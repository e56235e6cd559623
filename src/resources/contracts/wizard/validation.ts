/**
 * The wizard's checks and the body it sends. Field rules come from the declaration's zod schema
 * (`contracts.input`), the cross-field rules are the server's own (contract-rules.ts), and the
 * specification values are checked against the type's fields like the server does.
 */
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import { contractRuleErrors, PERIODS } from '../../../schema/resources/contract-rules';
import { canonicalValue, type SpecificationValue } from '../../../schema/resources/contract-specifications';
import { contracts } from '../../../schema/resources/contracts';
import type { SpecificationField } from '../../../schema/resources/supplier-types';
import { inputValues, payloadOf, REQUIRED } from '../../formValues';

type Values = Record<string, unknown>;

/** A specification row in the form: the stored pair plus the type's field it answers. */
export interface SpecificationRow extends SpecificationValue {
  field?: SpecificationField;
}

export interface WizardRules {
  /** Role 1 creating a contract names its company. */
  requireCompany: boolean;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const error = (key: string) => `resources.contracts.errors.${key}`;

/** What an indefinite contract leaves out. */
const WITHOUT_END = ['endsAt', 'renewalMonths', 'endAlertAmount', 'endAlertUnit'] as const;

function crossFieldErrors(values: Values, add: (path: string, message: string) => void): void {
  // The server's rules, asked of the body the wizard would send (blanks null, an indefinite
  // contract without its end): they read what the server will read.
  for (const [path, message] of Object.entries(contractRuleErrors(contractPayload(values, false))))
    add(path, message);
  const rows = Array.isArray(values.specifications) ? (values.specifications as SpecificationRow[]) : [];
  rows.forEach((row, index) => {
    if (!row?.field) return;
    const canonical = canonicalValue(row.field, String(row.value ?? ''));
    const path = `specifications.${index}.value`;
    if (canonical === null) add(path, error('specification_invalid'));
    else if (row.field.required && canonical === '') add(path, REQUIRED);
  });
}

/** Every error of the wizard's values as `path → i18n key`, the first per field. */
export function contractErrors(values: Values, rules: WizardRules): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const parsed = contracts.input.safeParse(inputValues(contracts, values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
  }
  if (rules.requireCompany && blank(values.companyId)) add('companyId', REQUIRED);
  crossFieldErrors(values, add);
  // The end date, its renewal and its alert do not exist for an indefinite contract.
  if (values.indefinite === true) for (const field of WITHOUT_END) delete errors[field];
  return errors;
}

/** The checks as a react-hook-form resolver: `trigger(fields)` shows the errors of one step. */
export const contractResolver: Resolver<FieldValues, WizardRules> = async (values, rules) => {
  const flat = contractErrors(values, rules ?? { requireCompany: false });
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(flat)) set(errors, path, { type: 'validate', message });
  return Object.keys(flat).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The body to send: the parsed input; an indefinite contract has no end, renewal or end alert;
 * a unit without its amount is left out (the unit pickers start on a default).
 */
export function contractPayload(values: Values, withCompany: boolean): Values {
  const body = payloadOf(contracts, values, { withCompany });
  if (body.indefinite === true) {
    for (const field of WITHOUT_END) body[field] = null;
    body.endAlertEnabled = false;
  }
  for (const [amount, unit] of PERIODS) if (body[amount] == null) body[unit] = null;
  return body;
}
