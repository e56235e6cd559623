import { Box } from '@mui/material';
import { useMemo } from 'react';
import { CreateButton, DataTable, ExportButton, List, useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { usePageTitle } from '../../layout/PageTitleContext';
import { contractPath, contracts } from '../../schema/resources/contracts';
import { useResourceAccess } from '../access';
import { Cell } from '../cells';
import { ListEmpty, ListPagination, NoResults, PER_PAGE, pluralName } from '../ResourceList';
import { ContractListFilters, DeadlineChips } from './ContractListFilters';
import { contractExporter } from './contractExport';
import { endDateText, euroText } from './contractText';
import { StatusChip } from './StatusChip';

/** Archived contracts stay out of the list until asked for. */
export const DEFAULT_FILTER = { archived: false };

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/**
 * /contracts: the contract table (docs/requirements.md#screens, data table) sorted by notice deadline, the
 * soonest first; filters, search, the dashboard's deadline filters as chips, CSV export of what is shown.
 */
export const ContractList = () => {
  const translate = useTranslate();
  const access = useResourceAccess(contracts);
  const title = pluralName(translate, contracts);
  usePageTitle(title);
  const canCreate = access.can('create');
  const exporter = useMemo(() => contractExporter(translate), [translate]);
  const label = (name: string) => `resources.contracts.fields.${name}`;

  return (
    <List
      resource="contracts"
      sort={contracts.defaultSort}
      filterDefaultValues={DEFAULT_FILTER}
      perPage={PER_PAGE}
      actions={false}
      title={title}
      exporter={exporter}
      pagination={<ListPagination />}
      empty={<ListEmpty resource={contracts} canCreate={canCreate} />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', p: 2 }}>
        <ContractListFilters />
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto', alignSelf: 'flex-start' }}>
          <ExportButton label="resources.contracts.actions.export" />
          {canCreate ? <CreateButton variant="contained" label="app.views.create" /> : null}
        </Box>
      </Box>
      <DeadlineChips />
      <DataTable
        bulkActionButtons={false}
        empty={<NoResults />}
        rowClick={(id) => contractPath(id)}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
          '& .MuiTableCell-root': { px: 1.5 },
        }}
      >
        <DataTable.Col source="number" label={label('number')} />
        <DataTable.Col source="supplierName" label={label('supplier')} disableSort />
        <DataTable.Col source="location" label={label('location')} disableSort>
          <Cell resource="contracts" name="location" meta={contracts.meta.location} />
        </DataTable.Col>
        <DataTable.Col
          source="status"
          label={label('status')}
          disableSort
          render={(record) => <StatusChip status={record.status} />}
        />
        <DataTable.Col
          source="currentEndsAt"
          label={label('currentEndsAt')}
          render={(record) => nowrap(endDateText(translate, record))}
        />
        <DataTable.Col
          source="noticeDeadline"
          label={label('noticeDeadline')}
          render={(record) => nowrap(formatDate(record.noticeDeadline))}
        />
        <DataTable.Col
          source="yearlyValue"
          label={label('yearlyValue')}
          align="right"
          render={(record) => nowrap(euroText(record.yearlyValue))}
        />
      </DataTable>
    </List>
  );
};
