import type { ResourceOverride } from '../overrides';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';

/** Invoices: each row downloads its PDF. */
const override: ResourceOverride = {
  rowActions: [DownloadInvoiceButton],
};

export default override;
