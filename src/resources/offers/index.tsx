import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../../components/Toast';
import { apiUrl, fileUrl, requestHeaders } from '../../providers/httpClient';
import type { ResourceOverride } from '../overrides';

/**
 * The offer's PDF on the platform admin's form: shown, and uploaded (or replaced) at once through
 * POST /api/offers/:id/pdf — after the offer was saved, since the file belongs to it.
 */
const OfferPdf = () => {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const record = useRecordContext();
  const [busy, setBusy] = useState(false);
  if (!record?.id) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.offers.admin.pdf_after_save')}
      </Typography>
    );
  }
  const upload = async (file: File) => {
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await fetch(apiUrl(`offers/${record.id}/pdf`), {
        method: 'POST',
        headers: requestHeaders(),
        body: form,
      });
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      if (!response.ok) toast.error(body.errors?.file ?? 'app.common.something_went_wrong');
      else {
        toast.success('app.offers.admin.pdf_saved');
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.offers.fields.pdfName')}
      </Typography>
      {record.pdfName ? (
        <Link
          href={fileUrl(`/api/offers/${record.id}/pdf`)}
          sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', mr: 2 }}
        >
          <DescriptionIcon fontSize="small" aria-hidden />
          {String(record.pdfName)}
        </Link>
      ) : null}
      <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
        {translate('app.offers.form.choose_pdf')}
        <input
          hidden
          type="file"
          accept="application/pdf,.pdf"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </Button>
    </Box>
  );
};

/** Offers: a platform admin adds the sponsor's PDF on the offer's form. */
const override: ResourceOverride = {
  formExtras: OfferPdf,
};

export default override;
