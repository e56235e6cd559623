import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { ExportButton, useListContext, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Dropdown } from '../../components/Dropdown';
import { PanelCard } from '../../components/PanelCard';
import { formatEuro, formatLongDate } from '../../i18n/format';
import { fileUrl, httpClient } from '../../providers/httpClient';
import { offerRequests } from '../../schema/resources/offer-requests';
import type { ContractOffers } from '../contracts/offers/offerApi';
import { ShareList } from '../contracts/offers/ShareList';
import { csvExporter, resourceCsv } from '../csvExport';
import { FILTER_WIDTH } from '../ListFilters';
import type { ResourceOverride } from '../overrides';

const WINDOWS = [30, 60, 90, 120] as const;

/** The deadline window: requests whose notice deadline lies within so many days (filter noticeWithin). */
const NoticeWindowFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { noticeWithin, ...rest } = filterValues as Record<string, unknown>;
  return (
    <Box sx={{ width: FILTER_WIDTH }}>
      <Dropdown
        size="small"
        label={translate('app.offers.requests.notice_within')}
        value={typeof noticeWithin === 'number' ? noticeWithin : null}
        onChange={(next) =>
          setFilters(typeof next === 'number' ? { ...rest, noticeWithin: next } : rest, undefined, false)
        }
        options={WINDOWS.map((days) => ({
          value: days,
          text: translate('app.offers.requests.days', { days }),
        }))}
      />
    </Box>
  );
};

/** The filtered requests as CSV, with the company of each (the platform admin's export). */
const ExportRequests = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const exporter = useMemo(
    () =>
      csvExporter(
        (records, fetchRelated) =>
          resourceCsv(offerRequests, records, fetchRelated, translate, locale, { withCompany: true }),
        translate('app.offers.requests.export_file'),
      ),
    [translate, locale],
  );
  return <ExportButton exporter={exporter} maxResults={1000} />;
};

const RequestListActions = () => (
  <>
    <NoticeWindowFilter />
    <ExportRequests />
  </>
);

/** A request's offers (cheapest first) and what was shared with whom, on its page. */
const RequestOffers = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const [overview, setOverview] = useState<ContractOffers | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!record) return;
    httpClient(`offer-requests/${record.id}/overview`)
      .then(({ json }) => setOverview(json as ContractOffers))
      .catch(() => setFailed(true));
  }, [record]);
  return (
    <PanelCard title={translate('app.offers.requests.offers_title')} loading={!overview && !failed}>
      {failed ? <Typography color="error">{translate('app.common.something_went_wrong')}</Typography> : null}
      {overview && overview.offers.length === 0 ? (
        <Typography color="text.secondary">{translate('app.offers.requests.no_offers')}</Typography>
      ) : null}
      {overview && overview.offers.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.offers.fields.sponsor')}</TableCell>
                <TableCell align="right">{translate('resources.offers.fields.yearlyPrice')}</TableCell>
                <TableCell>{translate('resources.offers.fields.validUntil')}</TableCell>
                <TableCell>{translate('resources.offers.fields.status')}</TableCell>
                <TableCell>{translate('resources.offers.fields.pdfName')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {overview.offers.map((offer) => (
                <TableRow key={offer.id}>
                  <TableCell>{offer.sponsor}</TableCell>
                  <TableCell align="right">{formatEuro(offer.yearlyPrice)}</TableCell>
                  <TableCell>{formatLongDate(offer.validUntil)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate(`resources.offers.choices.status.${offer.status}`)}
                    />
                  </TableCell>
                  <TableCell>
                    {offer.pdf ? (
                      <Link href={fileUrl(offer.pdf.url)} sx={{ display: 'inline-flex', gap: 0.5 }}>
                        <DescriptionIcon fontSize="small" aria-hidden />
                        {offer.pdf.fileName}
                      </Link>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {overview ? <ShareList shares={overview.shares} /> : null}
    </PanelCard>
  );
};

/** Offer requests: the deadline window filter and a CSV export on the list, each request's offers and shares on its page. */
const override: ResourceOverride = {
  listActions: RequestListActions,
  showExtras: RequestOffers,
};

export default override;
