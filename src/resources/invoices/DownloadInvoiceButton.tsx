import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fileUrl } from '../../providers/httpClient';

/** The invoice's PDF (`factuur-<number>.pdf`), fetched with the profile's download-only token. */
export const DownloadInvoiceButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('app.billing.download_title', { number: record.number });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        component="a"
        href={fileUrl(`invoices/${record.id}/pdf`)}
        download={translate('app.billing.pdf.file_name', { number: record.number })}
        aria-label={label}
        // A row click opens the record; the download stays a download.
        onClick={(event) => event.stopPropagation()}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
