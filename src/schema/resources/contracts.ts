/**
 * Contracts with suppliers (docs/requirements.md#contracts-and-dates): the heart of the product. Company-scoped, limited
 * to the viewer's locations (docs/requirements.md#roles-and-access), managed by company admins and contract managers. The
 * current end date and notice deadline are stored for sorting and filtering and kept current by
 * the server (tacit renewal rolls them forward); status and days left are computed per request.
 * Documents and manual alerts are rows of their own (server/contracts); archiving has its own calls.
 */
import { hasRole } from '../access';
import { ALERT_FIELDS, alertDefaultsOf, alertTermsOf, contractAlertDefaults } from '../alert-defaults';
import { COST_PERIODS, yearlyCost } from '../contract-costs';
import {
  CONTRACT_STATUSES,
  contractStatus,
  currentTerm,
  daysBetween,
  endsWithTerm,
  type Handling,
  isHandled,
  OUTCOMES,
  type Outcome,
  PERIOD_UNITS,
  type Period,
  type PeriodUnit,
} from '../contract-dates';
import {
  type AccessContext,
  defineResource,
  type HookContext,
  type RecordOf,
  type ResourceHooks,
  type Rule,
} from '../dsl';
import { field, hookDefault } from '../fields';
import { LIVE_REQUEST_STATUSES } from '../offers';
import { contractRuleErrors, type FieldErrors } from './contract-rules';
import { checkSpecifications, type SpecificationValue } from './contract-specifications';
import type { SpecificationField } from './supplier-types';

export { PERIOD_UNITS };

/** Company admins and contract managers, within their locations; platform admins everywhere. */
const withinLocations =
  (...roles: (2 | 3)[]): Rule =>
  ({ viewer, locationIds }: AccessContext) => {
    if (hasRole(viewer, 1)) return true;
    if (!hasRole(viewer, ...roles)) return false;
    return locationIds.length > 0 ? { location: locationIds } : true;
  };

const manage = withinLocations(2, 3);

/**
 * Who a contract may newly name as owner, internal contact or receiver: an active company admin or
 * contract manager (roles overlap 2, 3), never a dashboard-only or deactivated user; also who may
 * succeed a leaving user (docs/requirements.md#roles-and-access).
 */
export const COLLEAGUE = { active: true, roles: [2, 3] } as const;

const period = (amount: unknown, unit: unknown): Period | null =>
  typeof amount === 'number' && amount > 0 && (unit === 'days' || unit === 'months')
    ? { amount, unit: unit as PeriodUnit }
    : null;

/** The handled term of a stored contract (its `handledOutcome` and `handledTermEndsAt`), if any. */
export const handlingOf = (record: Record<string, unknown>): Handling | null =>
  typeof record.handledTermEndsAt === 'string' && OUTCOMES.includes(record.handledOutcome as Outcome)
    ? { termEndsAt: record.handledTermEndsAt, outcome: record.handledOutcome as Outcome }
    : null;

/**
 * The date terms of a stored or submitted contract, as the date rules take them. A contract
 * cancelled (or replaced) for a term ends with that term: it renews no more.
 */
export function termsOf(record: Record<string, unknown>) {
  const handled = handlingOf(record);
  const ends = handled !== null && endsWithTerm(handled.outcome);
  return {
    endsAt: ends
      ? (handled as Handling).termEndsAt
      : record.indefinite === true
        ? null
        : ((record.endsAt as string | null) ?? null),
    notice: period(record.noticeAmount, record.noticeUnit),
    renewalMonths: !ends && typeof record.renewalMonths === 'number' ? record.renewalMonths : null,
    archived: record.archived === true,
    handled,
  };
}

/** The app's address of a contract's detail page (links in lists, mails and calendar feeds). */
export const contractPath = (id: number | string): string => `/contracts/${id}`;

/** What the API adds to every contract: the term running today, its status, the days left, whether it is handled. */
export function contractComputed(record: Record<string, unknown>, today: string) {
  const terms = termsOf(record);
  const term = currentTerm(terms, today);
  return {
    currentEndsAt: term.endsAt,
    noticeDeadline: term.noticeDeadline,
    status: contractStatus(terms, today, term),
    daysLeft: term.endsAt ? daysBetween(today, term.endsAt) : null,
    handled: isHandled(terms.handled, term),
  };
}

/** The stored term and status of a contract with these values (archived included), as of `today`. */
export function storedTerm(record: Record<string, unknown>, today: string) {
  const terms = termsOf(record);
  const term = currentTerm(terms, today);
  return {
    currentEndsAt: term.endsAt,
    noticeDeadline: term.noticeDeadline,
    storedStatus: contractStatus(terms, today, term),
  };
}

/** The fields that make a contract's term: changing one makes a new term, so a handling no longer applies. */
const TERM_FIELDS = ['endsAt', 'indefinite', 'noticeAmount', 'noticeUnit', 'renewalMonths'] as const;

/**
 * The alert fields a write leaves out: on create the company's defaults adapted to this contract
 * (docs/requirements.md#alerts-and-mail), on update what is stored. Values sent always win.
 */
async function fillAlertFields(
  context: HookContext,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<void> {
  const absent = ALERT_FIELDS.filter((name) => values[name] === undefined);
  if (absent.length === 0) return;
  let source = existing;
  if (!source) {
    const [company] =
      typeof values.companyId === 'number' ? await context.find('companies', { id: values.companyId }) : [];
    const chosen = values.noticeAlertEnabled;
    source = contractAlertDefaults(alertDefaultsOf(company?.alertDefaults), {
      ...alertTermsOf(values),
      noticeAlertEnabled: typeof chosen === 'boolean' ? chosen : undefined,
    });
  }
  for (const name of absent) values[name] = source[name] ?? null;
}

/**
 * The yearly value follows from the cost amount and period when given (else it is kept as entered)
 * and its VAT-inclusive twin from the rate (yearlyCost, src/schema/contract-costs.ts).
 */
function deriveYearlyValues(values: Record<string, unknown>): void {
  const cost = yearlyCost(values);
  if (cost.derived) values.yearlyValue = cost.excl;
  values.yearlyValueInclVat = cost.incl;
}

/**
 * The supplier must offer the contract's type (a supplier has one). A pair the contract already
 * had stays allowed: a supplier whose type changed later leaves its contracts editable.
 */
function supplierTypeErrors(
  values: Record<string, unknown>,
  supplier: Record<string, unknown> | undefined,
  existing: Record<string, unknown> | null,
): FieldErrors {
  if (!supplier || supplier.supplierType === values.supplierType) return {};
  const kept = existing?.supplier === values.supplier && existing?.supplierType === values.supplierType;
  return kept ? {} : { supplier: 'resources.contracts.errors.supplier_not_of_type' };
}

/** The supplier contact must work for the contract's supplier. */
async function supplierContactErrors(
  context: HookContext,
  values: Record<string, unknown>,
): Promise<FieldErrors> {
  if (typeof values.supplierContact !== 'number') return {};
  const found = await context.find('contacts', {
    id: values.supplierContact,
    supplier: values.supplier as number,
  });
  return found.length > 0 ? {} : { supplierContact: 'resources.contracts.errors.contact_not_of_supplier' };
}

export const contracts = defineResource({
  name: 'contracts',
  scope: 'company',
  // Each field's section is the wizard step that asks it and its group on the detail page;
  // `list` makes a column, `filter` a filter above the list, `export` a column of the CSV export.
  fields: {
    number: field.text({
      section: 'general',
      required: true,
      max: 50,
      list: true,
      sortable: true,
      searchable: true,
    }),
    reference: field.text({ section: 'general', max: 100, searchable: true, export: true }),
    supplierType: field.reference('supplier-types', {
      section: 'general',
      required: true,
      filter: true,
      export: true,
    }),
    description: field.longText({ section: 'general', max: 5000, searchable: true }),
    supplier: field.reference('suppliers', { section: 'people', required: true, list: true, filter: true }),
    supplierContact: field.reference('contacts', { section: 'people' }),
    location: field.reference('locations', { section: 'people', required: true, list: true, filter: true }),
    owner: field.reference('users', { section: 'people', filter: true, export: true, where: COLLEAGUE }),
    internalContacts: field.references('users', { section: 'people', where: COLLEAGUE }),
    receivers: field.references('users', {
      section: 'people',
      where: COLLEAGUE,
      help: 'resources.contracts.help.receivers',
    }),
    startsAt: field.date({ section: 'dates', sortable: true, export: true }),
    indefinite: field.boolean({ section: 'dates' }),
    endsAt: field.date({ section: 'dates', sortable: true, export: true }),
    noticeAmount: field.number({ section: 'dates', min: 1, max: 3650, export: true }),
    noticeUnit: field.choice(PERIOD_UNITS, { section: 'dates' }),
    renewalMonths: field.number({
      section: 'dates',
      min: 1,
      max: 120,
      help: 'resources.contracts.help.renewalMonths',
      export: true,
    }),
    // The current term's end and notice deadline, kept by the server: declared here so the list
    // shows them before the amounts, in view on a laptop (the list is sorted by the deadline).
    currentEndsAt: field.date({ readOnly: true, form: false, list: true, sortable: true }),
    noticeDeadline: field.date({ readOnly: true, form: false, list: true, sortable: true }),
    // Costs (docs/requirements.md#contracts-and-dates): an amount per period, incl. or excl. VAT at a rate, and the
    // payment term. The yearly value (excl. VAT) stays the stored figure: derived from the amount
    // and period when both are given (yearlyCost), else as entered; its VAT-inclusive twin is kept.
    costAmount: field.money({ section: 'costs', min: 0, export: true }),
    costPeriod: field.choice(COST_PERIODS, { section: 'costs', export: true }),
    vatIncluded: field.boolean({ section: 'costs', export: true }),
    vatRate: field.number({ section: 'costs', min: 0, max: 100, export: true }),
    paymentTermDays: field.number({ section: 'costs', min: 0, max: 365, export: true }),
    yearlyValue: field.money({
      section: 'costs',
      min: 0,
      list: true,
      sortable: true,
      help: 'resources.contracts.help.yearlyValue',
    }),
    yearlyValueInclVat: field.money({
      section: 'costs',
      readOnly: true,
      form: false,
      list: true,
      sortable: true,
    }),
    offersOptIn: field.boolean({ section: 'dates', help: 'resources.contracts.help.offersOptIn' }),
    // Alerts before the end and before the notice deadline (docs/requirements.md#alerts-and-mail), each with an advance.
    // Left out of a create they take the company's defaults (fillAlertFields).
    endAlertEnabled: hookDefault(field.boolean({ section: 'alerts' })),
    endAlertAmount: hookDefault(field.number({ section: 'alerts', min: 1, max: 3650 })),
    endAlertUnit: hookDefault(field.choice(PERIOD_UNITS, { section: 'alerts' })),
    noticeAlertEnabled: hookDefault(field.boolean({ section: 'alerts' })),
    noticeAlertAmount: hookDefault(field.number({ section: 'alerts', min: 1, max: 3650 })),
    noticeAlertUnit: hookDefault(field.choice(PERIOD_UNITS, { section: 'alerts' })),
    // The supplier type's specification fields, in the type's order.
    specifications: field.group(
      {
        label: field.text({ required: true, max: 100, label: 'resources.contracts.specification.label' }),
        value: field.text({ max: 2000, label: 'resources.contracts.specification.value' }),
      },
      { section: 'specifications', maxItems: 50 },
    ),
    // Kept by the server: archive/restore calls, the supplier's name (search).
    archived: field.boolean({ readOnly: true, form: false, filter: true }),
    supplierName: field.text({ readOnly: true, form: false, searchable: true }),
    // The status as of the server's last daily refresh (terms.ts): what the status filter and its
    // index use. The API's `status` is computed for today from the dates, like the app does.
    storedStatus: field.choice(CONTRACT_STATUSES, { readOnly: true, form: false }),
    // The term marked handled and how (server/contracts/outcomes.ts); its history is a table of its own.
    handledTermEndsAt: field.date({ readOnly: true, form: false }),
    handledOutcome: field.choice(OUTCOMES, { readOnly: true, form: false }),
  },
  // The wizard's steps, in order (documents are rows of their own, uploaded in the last one).
  sections: ['general', 'people', 'dates', 'costs', 'alerts', 'specifications', 'documents'],
  // The search also finds a contract by the words of its documents.
  documentWords: true,
  defaultSort: { field: 'noticeDeadline', order: 'ASC' },
  recordRepresentation: 'number',
  unique: ['number'],
  // A page of one status in deadline order walks only that status's rows.
  // The status lists by deadline; the dashboard's numbers as ranges of open contracts (server/contracts).
  indexes: [
    ['storedStatus', 'noticeDeadline'],
    ['archived', 'currentEndsAt'],
    ['archived', 'noticeDeadline'],
  ],
  pages: [1, 2, 3],
  menu: [2, 3],
  access: {
    list: manage,
    show: manage,
    create: manage,
    edit: manage,
    delete: manage,
  },
  computed: contractComputed,
  // Archived contracts are history, not work the plan pays for.
  planLimit: { limit: 'maxContracts', counts: { archived: false } },
  example: {
    number: 'CT-2026-001',
    reference: 'Energie hoofdvestiging',
    description: 'Levering van elektriciteit en gas',
    startsAt: '2026-01-01',
    endsAt: '2028-12-31',
    noticeAmount: 3,
    noticeUnit: 'months',
    renewalMonths: 12,
    yearlyValue: 12500,
    noticeAlertEnabled: true,
    noticeAlertAmount: 1,
    noticeAlertUnit: 'months',
  },
});

/** A contract as the API answers it: its declared fields and what `contractComputed` adds. */
export type ContractRecord = RecordOf<typeof contracts> & ReturnType<typeof contractComputed>;

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  async beforeSave(context, input, existing) {
    const values: Record<string, unknown> = { ...input };
    await fillAlertFields(context, values, existing);
    if (values.indefinite === true) values.endsAt = null;
    const [supplier] = await context.find('suppliers', { id: values.supplier as number });
    const [type] = await context.find('supplier-types', { id: values.supplierType as number });
    const specified = checkSpecifications(
      (type?.specificationFields ?? []) as SpecificationField[],
      (values.specifications ?? []) as SpecificationValue[],
    );
    // Every rule the contract breaks at once: a form or an imported row shows them together.
    context.failFields({
      ...specified.errors,
      ...(await supplierContactErrors(context, values)),
      ...supplierTypeErrors(values, supplier, existing),
      ...contractRuleErrors(values),
    });
    deriveYearlyValues(values);
    values.supplierName = supplier?.name ?? '';
    values.specifications = specified.values;
    // Offers are only asked for types suitable for purchasing advice.
    if (type?.purchasingAdvice !== true) values.offersOptIn = false;
    // A new contract belongs to whoever creates it, unless someone else is named.
    if (!existing && values.owner == null && context.companyId !== null) values.owner = context.userId;

    // The handling stays with the term it was given for; new date terms are a new term.
    const termChanged = TERM_FIELDS.some((name) => (values[name] ?? null) !== (existing?.[name] ?? null));
    values.handledOutcome = termChanged ? null : (existing?.handledOutcome ?? null);
    values.handledTermEndsAt = termChanged ? null : (existing?.handledTermEndsAt ?? null);
    Object.assign(values, storedTerm({ ...values, archived: existing?.archived === true }, context.today));
    return values;
  },
  async afterSave(context, row, existing) {
    // Opting out withdraws the contract's live offer requests at once: nothing more is shared.
    // A new contract has none yet.
    if (!existing || (row.offersOptIn === true && row.archived !== true)) return;
    if (!context.has('offer-requests')) return;
    await context.update(
      'offer-requests',
      { contract: row.id, status: LIVE_REQUEST_STATUSES },
      { status: 'withdrawn', closedAt: context.today },
    );
  },
};

/**
 * The dashboard's numbers (docs/requirements.md#screens) as list filters: the server counts each with its filter and
 * the dashboard links each to the list with that filter, so a number and its list always agree.
 */
export const DASHBOARD_NUMBERS = {
  running: { running: true },
  noticeWithin30: { noticeWithin: 30 },
  noticeWithin90: { noticeWithin: 90 },
  endsWithin30: { endsWithin: 30 },
  endsWithin90: { endsWithin: 90 },
  expiredLast30: { expiredWithin: 30 },
} as const;

export type DashboardNumbers = Record<keyof typeof DASHBOARD_NUMBERS, number>;
