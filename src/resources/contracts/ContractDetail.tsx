import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DetailColumns } from '../../components/DetailColumns';
import { NotFoundCard } from '../../components/NotFoundCard';
import { pluralName, singularName } from '../../i18n/resourceNames';
import { usePageTitle } from '../../layout/PageTitleContext';
import type { RecordOf } from '../../schema/dsl';
import { type ContractRecord, contracts } from '../../schema/resources/contracts';
import type { supplierTypes } from '../../schema/resources/supplier-types';
import { useResourceAccess } from '../access';
import { ContractActions } from './detail/ContractActions';
import { DeliveriesCard } from './detail/DeliveriesCard';
import { DocumentsCard } from './detail/DocumentsCard';
import { ManualAlertsCard } from './detail/ManualAlertsCard';
import { SpecificationsCard } from './detail/SpecificationsCard';
import { SummaryCard } from './detail/SummaryCard';
import { TermCard } from './detail/TermCard';
import { OffersCard } from './offers/OffersCard';
import { StatusChip } from './StatusChip';

const NotFound = () => {
  const translate = useTranslate();
  return (
    <NotFoundCard
      title={translate('app.contracts.detail.not_found')}
      text={translate('app.contracts.detail.not_found_text')}
      backTo="/contracts"
      backLabel={translate('app.contracts.detail.back_to_list')}
    />
  );
};

/**
 * /contracts/:id (docs/requirements.md#contracts-and-dates): the summary with the computed deadline and
 * status, the current term and what became of it, the specifications, the documents, the manual alerts and the alerts sent, with the contract's
 * actions on top.
 */
export const ContractDetail = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const access = useResourceAccess(contracts);
  const {
    data: record,
    isPending,
    error,
    refetch,
  } = useGetOne<ContractRecord>('contracts', { id: Number(id) }, { retry: false });
  const { data: type } = useGetOne<RecordOf<typeof supplierTypes>>(
    'supplier-types',
    { id: record?.supplierType ?? 0 },
    { enabled: record?.supplierType != null },
  );
  const listTitle = pluralName(translate, contracts);
  usePageTitle(
    record
      ? String(record.number)
      : error
        ? translate('app.contracts.detail.not_found')
        : singularName(translate, contracts),
    [{ label: listTitle, to: '/contracts' }],
  );

  if (isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.common.loading')} />;
  if (error || !record) return <NotFound />;
  const canEdit = access.canRow('edit', record);
  return (
    <RecordContextProvider value={record}>
      <Stack spacing={2} sx={{ py: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h2" noWrap>
                {String(record.number)}
              </Typography>
              <StatusChip status={record.status} size="medium" />
            </Stack>
            <Typography color="text.secondary" noWrap>
              {[record.supplierName, record.reference].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <ContractActions record={record} onChanged={() => void refetch()} />
        </Box>
        <DetailColumns
          main={
            <>
              <SummaryCard record={record} offersAsked={type?.purchasingAdvice === true} canEdit={canEdit} />
              <TermCard record={record} canEdit={canEdit} onChanged={() => void refetch()} />
              {type?.purchasingAdvice ? (
                // Offers are asked per term: a new term (a deadline handled as renewed) loads them anew.
                <OffersCard
                  key={record.currentEndsAt ?? ''}
                  record={record}
                  windowDays={type.offerWindowDays ?? null}
                  canEdit={canEdit}
                />
              ) : null}
              <SpecificationsCard record={record} type={type} canEdit={canEdit} />
            </>
          }
          side={
            <>
              <DocumentsCard contractId={record.id} canEdit={canEdit} />
              <ManualAlertsCard contract={record} canEdit={canEdit} />
              <DeliveriesCard contractId={record.id} />
            </>
          }
        />
      </Stack>
    </RecordContextProvider>
  );
};
