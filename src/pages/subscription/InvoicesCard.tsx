import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../components/PanelCard';
import { formatDate, formatEuro } from '../../i18n/format';
import { fileUrl } from '../../providers/httpClient';
import type { SubscriptionOverview } from '../../schema/subscription-overview';

type Invoice = NonNullable<SubscriptionOverview['invoices']>[number];

/** The last invoices with their PDF (GET /api/invoices/:id/pdf with the download token). */
export const InvoicesCard = ({ invoices }: { invoices: Invoice[] }) => {
  const translate = useTranslate();
  return (
    <PanelCard
      title={translate('app.subscription.invoices_title')}
      action={
        <Button component={RouterLink} to="/invoices" size="small">
          {translate('app.subscription.all_invoices')}
        </Button>
      }
    >
      {invoices.length === 0 ? (
        <Typography color="text.secondary">{translate('app.subscription.invoices_none')}</Typography>
      ) : (
        <List disablePadding>
          {invoices.map((invoice) => (
            <ListItem
              key={invoice.id}
              divider
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  component="a"
                  href={fileUrl(`invoices/${invoice.id}/pdf`)}
                  target="_blank"
                  rel="noopener"
                  aria-label={translate('app.subscription.invoice_pdf', { number: invoice.number })}
                >
                  <PictureAsPdfIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={invoice.number}
                secondary={formatDate(invoice.date)}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
              <Typography sx={{ mr: 2, fontVariantNumeric: 'tabular-nums' }}>
                {formatEuro(invoice.total)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </PanelCard>
  );
};
