import { Alert } from '@mui/material';
import { useGetList, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatEuro, formatMonth } from '../../i18n/format';
import { backBilledPeriods, invoiceAmounts, monthOf, toCents } from '../../schema/billing';
import { type Day, dayOf, isPlausibleDay } from '../../schema/contract-dates';
import { isDay } from '../../schema/sheet-values';

/** All of one subscription's invoices: one a month, so a page this size holds 80 years. */
const INVOICES_PAGE = { page: 1, perPage: 1000 };

/** A form value that is a whole day the rules accept, else null (empty, or half typed). */
const dayIn = (value: unknown): Day | null =>
  typeof value === 'string' && isDay(value) && isPlausibleDay(value) ? value : null;

/**
 * Said before the save, on the platform admin's subscription form: a start in the past (or one moved
 * earlier) has the billing run invoice and mail every month back to it at its next turn, all at
 * once. Shows how many invoices, over which months and for what amount, from the same arithmetic
 * the billing run uses (src/schema/billing.ts), less what the subscription has been invoiced.
 */
export const BackBillingNote = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const [startsAt, endsAt, plan] = useWatch({ name: ['startsAt', 'endsAt', 'plan'] }) as unknown[];
  const saved = record?.id !== undefined;
  const { data: invoices, isPending } = useGetList(
    'invoices',
    { filter: { subscription: record?.id }, pagination: INVOICES_PAGE },
    { enabled: saved },
  );
  const { data: chosenPlan } = useGetOne('plans', { id: plan as number }, { enabled: plan != null });
  const start = dayIn(startsAt);
  const end = dayIn(endsAt);
  if (start === null || (end === null && endsAt != null && endsAt !== '')) return null;
  if (saved && isPending) return null;
  const invoiced = (invoices ?? []).map((invoice) => ({
    start: String(invoice.periodStart),
    end: String(invoice.periodEnd),
  }));
  const periods = backBilledPeriods({ startsAt: start, endsAt: end }, invoiced, dayOf());
  if (periods.length === 0) return null;
  const monthly = chosenPlan ? toCents(chosenPlan.monthlyPrice) : null;
  const total =
    monthly === null ? null : periods.reduce((sum, period) => sum + invoiceAmounts(monthly, period).total, 0);
  return (
    <Alert severity="warning" role="status" sx={{ mt: 2, width: '100%' }}>
      {translate('resources.subscriptions.back_billing.invoices', {
        smart_count: periods.length,
        from: formatMonth(monthOf(periods[0].start)),
        to: formatMonth(monthOf(periods[periods.length - 1].start)),
      })}
      {total === null
        ? null
        : ` ${translate('resources.subscriptions.back_billing.total', { amount: formatEuro(total / 100) })}`}
    </Alert>
  );
};
