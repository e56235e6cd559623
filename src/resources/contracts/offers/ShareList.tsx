import ShareIcon from '@mui/icons-material/ShareOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CardListItem } from '../../../components/CardListItem';
import { formatDateTime } from '../../../i18n/format';
import type { ContractOffers } from './offerApi';

/**
 * What was shared with which sponsor and when (the anonymous request, or the company's identity):
 * on the contract's offers card and on the request's page.
 */
export const ShareList = ({ shares }: { shares: ContractOffers['shares'] }) => {
  const translate = useTranslate();
  if (shares.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {translate('app.offers.card.shared_title')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {shares.map((share) => (
          <CardListItem
            key={`${share.kind}-${share.sponsor}-${share.createdAt}`}
            icon={<ShareIcon color="action" aria-hidden sx={{ mt: 0.25 }} />}
          >
            <Typography variant="body2">
              {translate(`app.offers.card.shared.${share.kind}`, {
                sponsor: share.sponsor,
                date: formatDateTime(share.createdAt),
              })}
            </Typography>
          </CardListItem>
        ))}
      </Box>
    </Box>
  );
};
