/** The wizard's six steps and the contract fields each one asks (their errors lead back to it). */
export const STEPS = [
  { key: 'general', fields: ['companyId', 'number', 'reference', 'supplierType', 'description'] },
  {
    key: 'people',
    fields: ['supplier', 'supplierContact', 'location', 'owner', 'internalContacts', 'receivers'],
  },
  {
    key: 'dates',
    fields: [
      'startsAt',
      'indefinite',
      'endsAt',
      'noticeAmount',
      'noticeUnit',
      'renewalMonths',
      'yearlyValue',
      'offersOptIn',
    ],
  },
  {
    key: 'alerts',
    fields: [
      'endAlertEnabled',
      'endAlertAmount',
      'endAlertUnit',
      'noticeAlertEnabled',
      'noticeAlertAmount',
      'noticeAlertUnit',
    ],
  },
  { key: 'specifications', fields: ['specifications'] },
  { key: 'documents', fields: [] },
] as const satisfies readonly { key: string; fields: readonly string[] }[];

export type StepKey = (typeof STEPS)[number]['key'];

export const LAST_STEP = STEPS.length - 1;

/** The step asking a field, by an error path like `specifications.2.value`; -1 when none does. */
export const stepOfField = (path: string): number => {
  const field = path.split('.')[0];
  return STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
};

/** The first step holding one of these error paths, or null. */
export const firstStepWithError = (paths: readonly string[]): number | null => {
  const steps = paths.map(stepOfField).filter((step) => step >= 0);
  return steps.length > 0 ? Math.min(...steps) : null;
};

/** `?step=1..6` as a step index; anything else opens the first step. */
export const stepFromQuery = (raw: string | null): number => {
  const step = Number(raw);
  return Number.isInteger(step) && step >= 1 && step <= STEPS.length ? step - 1 : 0;
};
