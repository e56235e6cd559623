import type { ResourceOverride } from '../overrides';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';
import { InvoicePeriodCell } from './InvoicePeriodCell';

/** Invoices: each row downloads its PDF and names its whole period. */
const override: ResourceOverride = {
  rowActions: [DownloadInvoiceButton],
  cells: { periodStart: InvoicePeriodCell },
};

export default override;
