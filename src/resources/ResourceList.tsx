import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, List, type RaRecord, useTranslate } from 'react-admin';
import { Pagination } from '../components/Pagination';
import { usePrefetch } from '../components/usePrefetch';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { pluralName } from '../i18n/resourceNames';
import { usePageTitle } from '../layout/PageTitleContext';
import { GUARDED_VIEW } from '../layout/RouteGuard';
import type { ListMeta } from '../providers/dataProvider';
import { fieldsWhere, labelKey, type Resource } from '../schema/dsl';
import { useResourceAccess } from './access';
import { CreateButton } from './CreateButton';
import { Cell, COMPANY_REFERENCE, CompanyCell } from './cells';
import { DeferredRows, useDeferredList } from './DeferredRows';
import { iconFor } from './icons';
import { ListCards, usePhoneList } from './ListCards';
import { ListFilters } from './ListFilters';
import { type ComputedColumn, overrideFor, type ResourceOverride } from './overrides';
import { ListReferences } from './pageReferences';
import { RowActions } from './RowActions';

/** Rows per page (the API's range [0,24]). */
export const PER_PAGE = 25;

/**
 * A list's frame: it may shrink below a wide table's width, which then scrolls sideways in its card
 * instead of the whole page.
 */
export const LIST_SX = {
  minWidth: 0,
  // Below the list, room for the floating create button of a small screen (react-admin's
  // CreateButton below `md`, 56 px high and 60 px above the bottom), so at the end of the page it
  // covers neither the last row nor the pagination.
  pb: { xs: 14, md: 0 },
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
};

/** A data table's headers bold on one line, its cells closer together. */
export const TABLE_SX = {
  // A long heading ("Jaarwaarde excl. btw") wraps between its words rather than push the last
  // columns out of a laptop's view; headings stand on the row below them.
  '& .RaDataTable-headerCell': { fontWeight: 600, verticalAlign: 'bottom' },
  // 16 px between columns, and a sortable heading's arrow (hidden until hovered or sorted) stands
  // in that space instead of widening its column by 26 px: the contract list's nine columns then
  // fit a 1,366 px laptop screen (they needed 1,238 px of its 1,084).
  '& .MuiTableCell-root': { px: 1 },
  '& .RaDataTable-headerCell .MuiTableSortLabel-icon': { fontSize: 14, ml: '2px', mr: '-16px' },
  '& .RaDataTable-headerCell.MuiTableCell-alignRight .MuiTableSortLabel-icon': { ml: '-16px', mr: '2px' },
  // The headings stick (each a layer of its own, white): the one whose arrow shows is lifted above
  // the next, or that heading's white covered the arrow's half in the gap.
  '& .RaDataTable-headerCell:has(.MuiTableSortLabel-root.Mui-active), & .RaDataTable-headerCell:hover': {
    zIndex: 3,
  },
  // Where the table's own box is narrower than the contract list's nine columns need (1,072 px),
  // on a 1,280–1,340 px laptop say, it is set a size smaller, so they fit. A container query: the
  // box's width, not the screen's, tells (a filter row or the menu take their share). Not wider:
  // where the columns fit, the cells keep the size of the rest of the page.
  containerType: 'inline-size',
  '@container (max-width: 1075px)': {
    '& .MuiTableCell-root': { px: 0.625, fontSize: 13 },
    // A reference's name is a Typography of its own size: the cell's, like the other columns.
    '& .MuiTableCell-root .MuiTypography-root': { fontSize: 'inherit' },
    '& .MuiTableCell-root .MuiChip-root': { fontSize: 12 },
  },
  // Narrower still (a 1,200 px laptop): a chip's words may wrap ("Opzeggen / binnenkort"), a
  // rounded box rather than a pill then; the widest column gives back ~60 px and the nine columns
  // fit down to ~1,180 px.
  '@container (max-width: 1000px)': {
    '& .MuiTableCell-root .MuiChip-root': { height: 'auto', minHeight: 24, py: 0.25, borderRadius: '8px' },
    '& .MuiTableCell-root .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25 },
  },
};

/** Page numbers within 3 of the current one (docs/requirements.md#limits), wired to the list. */
export const ListPagination = () => {
  const { page, perPage, total, meta, setPage, isPending } = useDeferredList();
  if (!total) return null;
  return (
    <Pagination
      page={page}
      lastPage={Math.max(1, Math.ceil(total / perPage))}
      total={total}
      perPage={perPage}
      estimated={(meta as ListMeta | undefined)?.estimatedTotal === true}
      disabled={isPending}
      onChange={setPage}
    />
  );
};

const createLabel = (resource: Resource): string =>
  overrideFor(resource.name).createLabel ?? 'app.views.create';

export const ListEmpty = ({ resource, canCreate }: { resource: Resource; canCreate: boolean }) => {
  const translate = useTranslate();
  const Icon = iconFor(resource.name);
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary', width: '100%' }}>
      <Box sx={{ '& svg': { fontSize: 56, opacity: 0.4 } }}>
        <Icon />
      </Box>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('app.views.empty', { name: pluralName(translate, resource).toLocaleLowerCase() })}
      </Typography>
      {canCreate ? <CreateButton sx={{ mt: 2 }} label={createLabel(resource)} /> : null}
    </Box>
  );
};

export const NoResults = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('app.common.no_results')}
    </Typography>
  );
};

const Toolbar = ({ resource, canCreate }: { resource: Resource; canCreate: boolean }) => {
  const Actions = overrideFor(resource.name).listActions;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        flexWrap: 'wrap',
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ListFilters resource={resource} />
      {Actions ? <Actions resource={resource} /> : null}
      {canCreate ? <CreateButton label={createLabel(resource)} /> : null}
    </Box>
  );
};

/**
 * Column names in order: the fields as given, each computed column's source right after its
 * `after` field, and those whose field is absent at the end.
 */
export const placeComputed = (
  fields: readonly string[],
  computed: readonly Pick<ComputedColumn, 'source' | 'after'>[],
): string[] => [
  ...fields.flatMap((name) => [
    name,
    ...computed.filter((column) => column.after === name).map((column) => column.source),
  ]),
  ...computed.filter((column) => !fields.includes(column.after)).map((column) => column.source),
];

/** The slots a list's columns take: bespoke cells and computed columns (ResourceOverride). */
export type ColumnSlots = Pick<ResourceOverride, 'cells' | 'computedColumns'>;

/** One list column, shown as a table column on a wide screen and as a line of a card on a phone. */
export interface ListColumn {
  source: string;
  /** i18n key of the header. */
  label: string;
  sortable: boolean;
  align?: 'right';
  /** Renders the value of the row in record context. */
  cell: ReactNode;
  /** The resource whose record(s) the cell names: asked for the whole page (pageReferences.ts). */
  reference?: string;
}

const REFERENCE_KINDS = new Set(['reference', 'references']);

/**
 * The columns of a list: the `list` fields in declaration order (sortable where declared, amounts
 * right-aligned), a slot's cell replacing the generated one, and the computed columns each after
 * its field. Bespoke lists (contracts) build theirs with it too.
 */
export const listColumnsOf = (
  resource: Resource,
  { cells = {}, computedColumns = [] }: ColumnSlots,
): ListColumn[] =>
  placeComputed(
    fieldsWhere(resource, (meta) => meta.list),
    computedColumns,
  ).map((name) => {
    const computed = computedColumns.find((column) => column.source === name);
    if (computed) {
      return {
        source: name,
        label: computed.label,
        sortable: false,
        cell: <computed.cell resource={resource} name={name} />,
      };
    }
    const meta = resource.meta[name];
    const Bespoke = cells[name];
    return {
      source: name,
      label: labelKey(resource, name),
      sortable: meta.sortable === true,
      // Amounts line up on their decimals, counts on their last digit.
      align: meta.kind === 'money' || meta.kind === 'number' ? 'right' : undefined,
      cell: Bespoke ? (
        <Bespoke resource={resource} name={name} />
      ) : (
        <Cell resource={resource.name} name={name} meta={meta} />
      ),
      reference: !Bespoke && REFERENCE_KINDS.has(meta.kind) ? meta.reference : undefined,
    };
  });

/** The data-table columns of `columns`. */
export const tableColumns = (columns: readonly ListColumn[]) =>
  columns.map((column) => (
    <DataTable.Col
      key={column.source}
      source={column.source}
      label={column.label}
      disableSort={!column.sortable}
      align={column.align}
    >
      {column.cell}
    </DataTable.Col>
  ));

// The pages a row opens (its form, or for a reader its read-only page): the lazy views of index.tsx,
// and loaded ahead once the list is idle.
export const loadForm = () => import('./ResourceForm');
export const loadShow = () => import('./ResourceShow');

/**
 * The generated list (docs/requirements.md#screens, data table): the `list` fields as columns, sortable where
 * declared, search, filters, pagination (on a phone a card per row, filters folded away); row click opens the record (its form, or its read-only
 * page) and row delete when the rules allow. The resource's override may add cells, computed
 * columns, toolbar and row actions.
 */
export const ResourceList = ({ resource }: { resource: Resource }) => {
  const translate = useTranslate();
  const access = useResourceAccess(resource);
  usePrefetch(access.can('edit') ? loadForm : loadShow);
  const title = pluralName(translate, resource);
  usePageTitle(title);
  const canCreate = access.can('create');
  const canDelete = access.can('delete');
  const override = overrideFor(resource.name);
  const extras = override.rowActions ?? [];
  const showCompany = resource.scope !== 'platform' && access.platformAdmin;
  const phone = usePhoneList();
  const columns = [
    ...listColumnsOf(resource, override),
    ...(showCompany
      ? [
          {
            source: 'companyId',
            label: 'app.views.company',
            sortable: false,
            cell: <CompanyCell />,
            reference: COMPANY_REFERENCE ?? undefined,
          },
        ]
      : []),
  ];
  const hasRowActions = canDelete || extras.length > 0;

  return (
    <ListReferences columns={columns}>
      <List
        {...GUARDED_VIEW}
        resource={resource.name}
        sort={resource.defaultSort}
        perPage={PER_PAGE}
        actions={false}
        title={title}
        pagination={<ListPagination />}
        empty={<ListEmpty resource={resource} canCreate={canCreate} />}
        sx={LIST_SX}
      >
        <Toolbar resource={resource} canCreate={canCreate} />
        <DeferredRows>
          {phone ? (
            <ListCards
              resource={resource}
              columns={columns}
              icon={iconFor(resource.name)}
              linkTo={(record) => (access.canOpen(record) ? `/${resource.name}/${record.id}` : null)}
              actions={hasRowActions ? <RowActions resource={resource} /> : null}
              empty={<NoResults />}
            />
          ) : (
            <DataTable
              bulkActionButtons={false}
              empty={<NoResults />}
              // The edit route shows the read-only page to a viewer who may only read the row.
              rowClick={(_id, _resource, record: RaRecord) => (access.canOpen(record) ? 'edit' : false)}
              sx={{
                ...TABLE_SX,
                // A wide table scrolls sideways; the row buttons stay in view at its right edge.
                '& .row-actions': { position: 'sticky', right: 0, bgcolor: 'background.paper', zIndex: 1 },
              }}
            >
              {tableColumns(columns)}
              {hasRowActions ? (
                <DataTable.Col
                  label={<VisuallyHidden>{translate('app.views.actions')}</VisuallyHidden>}
                  disableSort
                  align="right"
                  cellClassName="row-actions"
                  headerClassName="row-actions"
                >
                  <RowActions resource={resource} />
                </DataTable.Col>
              ) : null}
            </DataTable>
          )}
        </DeferredRows>
      </List>
    </ListReferences>
  );
};
