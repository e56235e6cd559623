import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';

/** The period an invoice covers, start to end ("01-12-2026 t/m 31-12-2026"), as its PDF names it. */
export const InvoicePeriodCell = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {translate('app.billing.pdf.period_text', {
        start: formatDate(record.periodStart),
        end: formatDate(record.periodEnd),
      })}
    </span>
  );
};
