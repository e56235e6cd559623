import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box } from '@mui/material';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import {
  Button,
  DataTable,
  ExportButton,
  List,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { usePrefetch } from '../../components/usePrefetch';
import { pluralName } from '../../i18n/resourceNames';
import { usePageTitle } from '../../layout/PageTitleContext';
import { GUARDED_VIEW } from '../../layout/RouteGuard';
import { retireStartupCopy } from '../../prerendered';
import { rememberCopies } from '../../providers/copyHint';
import { useProfile } from '../../providers/profileStore';
import { contractPath, contracts } from '../../schema/resources/contracts';
import { canImportContracts, type ResourceAccess, useResourceAccess } from '../access';
import { CreateButton } from '../CreateButton';
import { Cell, Nowrap } from '../cells';
import { DeferredRows } from '../DeferredRows';
import { iconFor } from '../icons';
import { ListCards, usePhoneList } from '../ListCards';
import type { ListCellProps } from '../overrides';
import { ListReferences } from '../pageReferences';
import {
  type ColumnSlots,
  LIST_SX,
  ListEmpty,
  ListPagination,
  listColumnsOf,
  NoResults,
  PER_PAGE,
  TABLE_SX,
  tableColumns,
} from '../ResourceList';
import { CardSelect, ContractBulkBar, SelectPage } from './ContractBulkActions';
import { ContractListFilters, DeadlineChips } from './ContractListFilters';
import { ContractTotalsLines, ContractTotalsRow, useTotalsDrawnWithRows } from './ContractTotals';
import { contractExporter } from './contractExport';
import { endDateText } from './contractText';
import { DocumentMatchNote } from './DocumentMatchNote';
import { contractListCopiesOf } from './listCopies';
import { STATUS_LABEL, StatusCell } from './StatusChip';

/** Archived contracts stay out of the list until asked for. */
export const DEFAULT_FILTER = { archived: false };

/** The supplier's name the row carries (kept by the server), without fetching the supplier. */
const SupplierNameCell = () => {
  const record = useRecordContext();
  return record?.supplierName ? <span>{String(record.supplierName)}</span> : null;
};

/** The current term's end, or 'Onbepaalde tijd'. */
const EndDateCell = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? <Nowrap>{endDateText(translate, record)}</Nowrap> : null;
};

/** The contract's number, and under it whether a search found the contract in its documents. */
const NumberCell = ({ resource, name }: ListCellProps) => (
  <>
    <Cell resource={resource.name} name={name} meta={resource.meta[name]} />
    <DocumentMatchNote />
  </>
);

/** The contract list's bespoke cells and its status column; every other column is the generated one. */
export const CONTRACT_COLUMN_SLOTS: ColumnSlots = {
  cells: { number: NumberCell, supplier: SupplierNameCell, currentEndsAt: EndDateCell },
  computedColumns: [{ source: 'status', label: STATUS_LABEL, after: 'location', cell: StatusCell }],
};

/** The list's columns (for table and cards alike). */
const columnsOf = () => listColumnsOf(contracts, CONTRACT_COLUMN_SLOTS);

/** The table's footer: the totals of the filter, after the checkbox column of selectable rows. */
const SelectableTotals = () => <ContractTotalsRow columns={columnsOf()} selectable />;
const Totals = () => <ContractTotalsRow columns={columnsOf()} selectable={false} />;

/** Whether the list's filter is the one a fresh visit starts with (its sort and page show only with rows). */
const isDefaultFilter = (filter: Record<string, unknown>): boolean =>
  JSON.stringify(filter) === JSON.stringify(DEFAULT_FILTER);

/**
 * Names, for the next visit, the copy of this list drawn ahead (listCopies.ts) while the list shows
 * what that copy shows: no filter, search or deadline chip but the default; else no copy.
 */
const RememberCopy = ({ access }: { access: ResourceAccess }) => {
  const profile = useProfile();
  const fresh = isDefaultFilter(useListContext().filterValues);
  useEffect(
    () => rememberCopies(profile, 'listCopies', fresh ? (view) => contractListCopiesOf(view, access) : null),
    [profile, fresh, access],
  );
  return null;
};

// The contract's page a row opens: the lazy view of index.tsx, and loaded ahead once the list is idle.
export const loadDetail = () => import('./ContractDetail');

/**
 * /contracts: the contract table (docs/requirements.md#screens, data table) sorted by notice deadline, the
 * soonest first; filters, search, the dashboard's deadline filters as chips, CSV export of what is shown,
 * the totals of the yearly values for the whole filter and, for those who may edit, bulk actions on
 * selected rows (or every row of the filter). Its columns are the declaration's `list` fields, as in
 * the generated lists, plus the slots above; on a phone each contract is a card with a checkbox.
 */
export const ContractList = () => {
  const translate = useTranslate();
  // Mounted in its loading look, which the copy drawn ahead shows: that copy's part is over.
  useLayoutEffect(retireStartupCopy, []);
  usePrefetch(loadDetail);
  const access = useResourceAccess(contracts);
  const title = pluralName(translate, contracts);
  usePageTitle(title);
  const canCreate = access.can('create');
  const canImport = canImportContracts(access);
  const canBulk = access.can('edit');
  const [locale] = useLocaleState();
  const exporter = useMemo(() => contractExporter(translate, locale), [translate, locale]);
  const phone = usePhoneList();
  const columns = columnsOf();
  const bulkBar = canBulk ? <ContractBulkBar exporter={exporter} /> : null;

  return (
    <ListReferences columns={columns} drawnWith={useTotalsDrawnWithRows}>
      <List
        {...GUARDED_VIEW}
        resource="contracts"
        sort={contracts.defaultSort}
        filterDefaultValues={DEFAULT_FILTER}
        perPage={PER_PAGE}
        actions={false}
        title={title}
        exporter={exporter}
        pagination={<ListPagination />}
        empty={<ListEmpty resource={contracts} canCreate={canCreate} />}
        sx={LIST_SX}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', p: 2 }}>
          <ContractListFilters />
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto', alignSelf: 'flex-start' }}>
            <ExportButton label="resources.contracts.actions.export" />
            {canImport ? (
              // react-admin's Button: its label gives way to the icon on a phone, as the export's does.
              <Button component={Link} to="/contracts/import" label="app.contracts.import.action">
                <UploadFileIcon />
              </Button>
            ) : null}
            {canCreate ? <CreateButton label="app.views.create" /> : null}
          </Box>
        </Box>
        <DeadlineChips />
        <RememberCopy access={access} />
        <DeferredRows>
          {phone ? (
            <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
              {bulkBar}
              {canBulk ? <SelectPage /> : null}
              <ListCards
                resource={contracts}
                columns={columns}
                icon={iconFor('contracts')}
                linkTo={(record) => contractPath(record.id)}
                actions={canBulk ? <CardSelect /> : null}
                note={<DocumentMatchNote />}
                empty={<NoResults />}
              />
              <ContractTotalsLines />
            </Box>
          ) : (
            <DataTable
              bulkActionButtons={canBulk}
              bulkActionsToolbar={bulkBar ?? undefined}
              foot={canBulk ? SelectableTotals : Totals}
              empty={<NoResults />}
              rowClick={(id) => contractPath(id)}
              sx={{
                borderTop: 1,
                borderColor: 'divider',
                ...TABLE_SX,
              }}
            >
              {tableColumns(columns)}
            </DataTable>
          )}
        </DeferredRows>
      </List>
    </ListReferences>
  );
};
