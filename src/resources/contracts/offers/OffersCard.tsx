import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CardListItem } from '../../../components/CardListItem';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelCard } from '../../../components/PanelCard';
import { useToast } from '../../../components/Toast';
import { formatEuro, formatLongDate } from '../../../i18n/format';
import { fileUrl } from '../../../providers/httpClient';
import { dayOf } from '../../../schema/contract-dates';
import { DEFAULT_OFFER_WINDOW_DAYS } from '../../../schema/offers';
import type { ContractRecord } from '../../../schema/resources/contracts';
import { useContractItems } from '../detail/useContractItems';
import { type ContractOffer, contractOffers, decideOffer } from './offerApi';
import { ShareList } from './ShareList';

const STATUS_COLOR = { new: 'info', interested: 'success', declined: 'default' } as const;

/** "€ -4.608,00 (-12,0%)": green when the offer is cheaper than the contract now. */
const Difference = ({ offer }: { offer: ContractOffer }) => {
  const translate = useTranslate();
  if (!offer.difference) return null;
  const { euros, percent } = offer.difference;
  const sign = euros > 0 ? '+' : '';
  const text = `${sign}${formatEuro(euros)} (${sign}${percent.toLocaleString('nl-NL', { minimumFractionDigits: 1 })}%)`;
  return (
    <Typography
      variant="body2"
      color={euros < 0 ? 'success.main' : euros > 0 ? 'error.main' : 'text.secondary'}
    >
      {translate('app.offers.card.difference', { difference: text })}
    </Typography>
  );
};

const OfferRow = ({
  offer,
  canDecide,
  onDecide,
}: {
  offer: ContractOffer;
  canDecide: boolean;
  onDecide: (offer: ContractOffer, decision: 'interest' | 'decline') => void;
}) => {
  const translate = useTranslate();
  // Past its validity an offer is history: nothing left to decide.
  const expired = offer.status === 'new' && offer.validUntil < dayOf();
  return (
    <CardListItem icon={<LocalOfferIcon color="action" aria-hidden sx={{ mt: 0.25 }} />}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{offer.sponsor}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={expired ? 'default' : STATUS_COLOR[offer.status]}
          label={
            expired
              ? translate('app.offers.card.expired')
              : translate(`resources.offers.choices.status.${offer.status}`)
          }
        />
      </Stack>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {translate('app.offers.card.per_year', { price: formatEuro(offer.yearlyPrice) })}
      </Typography>
      <Difference offer={offer} />
      <Typography variant="body2" color="text.secondary">
        {translate('app.offers.card.valid_until', { date: formatLongDate(offer.validUntil) })}
      </Typography>
      {offer.description ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          {offer.description}
        </Typography>
      ) : null}
      {offer.pdf ? (
        <Link
          href={fileUrl(offer.pdf.url)}
          sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}
        >
          <DescriptionIcon fontSize="small" aria-hidden />
          {offer.pdf.fileName}
        </Link>
      ) : null}
      {canDecide && !expired && offer.status !== 'interested' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" variant="contained" onClick={() => onDecide(offer, 'interest')}>
            {translate('app.offers.card.interest')}
          </Button>
          {offer.status === 'new' ? (
            <Button size="small" onClick={() => onDecide(offer, 'decline')}>
              {translate('app.offers.card.decline')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </CardListItem>
  );
};

const loadOffers = async (contractId: number | string) => [await contractOffers(contractId)];

/**
 * "Aanbiedingen" on a contract of a type suitable for purchasing advice: the state of its request,
 * the sponsors' offers against the yearly value, the decision, and every share with a sponsor.
 */
export const OffersCard = ({
  record,
  windowDays,
  canEdit,
}: {
  record: ContractRecord;
  windowDays: number | null;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const { items, loading, reload } = useContractItems(record.id, loadOffers);
  const [asked, setAsked] = useState<{ offer: ContractOffer; decision: 'interest' | 'decline' } | null>(null);
  const [busy, setBusy] = useState(false);
  const data = items[0];
  const latest = data?.requests[0];
  const decide = useCallback(async () => {
    if (!asked) return;
    setBusy(true);
    try {
      await decideOffer(record.id, asked.offer.id, asked.decision);
      toast.success(`app.offers.card.${asked.decision === 'interest' ? 'interest_done' : 'decline_done'}`);
      await reload();
    } catch {
      toast.error('app.offers.card.decide_failed');
    } finally {
      setBusy(false);
      setAsked(null);
    }
  }, [asked, record.id, reload, toast]);

  const intro = !record.offersOptIn
    ? translate('app.offers.card.opted_out')
    : latest
      ? translate(`app.offers.card.request.${latest.status}`, {
          date: formatLongDate(latest.sentAt ?? latest.noticeDeadline),
          deadline: formatLongDate(latest.noticeDeadline),
        })
      : translate('app.offers.card.waiting', { days: windowDays ?? DEFAULT_OFFER_WINDOW_DAYS });

  return (
    <PanelCard title={translate('app.offers.card.title')} loading={loading}>
      <Typography color="text.secondary">{intro}</Typography>
      {data && data.offers.length > 0 ? (
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1, listStyle: 'none' }}>
          {data.offers.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              canDecide={canEdit}
              onDecide={(chosen, decision) => setAsked({ offer: chosen, decision })}
            />
          ))}
        </Box>
      ) : null}
      {data ? <ShareList shares={data.shares} /> : null}
      <ConfirmDialog
        open={asked !== null}
        loading={busy}
        title={translate(`app.offers.card.confirm_${asked?.decision ?? 'interest'}_title`)}
        content={translate(`app.offers.card.confirm_${asked?.decision ?? 'interest'}`, {
          sponsor: asked?.offer.sponsor ?? '',
        })}
        confirmLabel={translate(`app.offers.card.${asked?.decision ?? 'interest'}`)}
        onConfirm={() => void decide()}
        onClose={() => setAsked(null)}
      />
    </PanelCard>
  );
};
