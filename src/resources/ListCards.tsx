import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Box,
  IconButton,
  LinearProgress,
  type SvgIconProps,
  styled,
  TextField,
  type Theme,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { type RaRecord, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CardListItem } from '../components/CardListItem';
import { type Resource, representationFields } from '../schema/dsl';
import { useRecordName } from './cells';
import type { ListColumn } from './ResourceList';

/** Whether a list shows as cards rather than a table (react-admin's phone breakpoint). */
export const usePhoneList = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** A value whose cell shows nothing (a 'no' shows as an empty cell too). */
const isBlank = (value: unknown): boolean =>
  value == null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/**
 * On a phone the table's sortable headers are gone: the cards are sorted by a choice of the same
 * columns and a direction button. The button comes first: the screen's right-hand corner is the
 * floating add button's, which covered it when the filters had pushed this row down to it.
 */
const CardSort = ({ columns }: { columns: readonly ListColumn[] }) => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const current = sortable.some((column) => column.source === sort.field) ? sort.field : '';
  const ascending = sort.order === 'ASC';
  const direction = translate(ascending ? 'app.views.sort_descending' : 'app.views.sort_ascending');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
      <Tooltip title={direction}>
        <IconButton
          aria-label={direction}
          onClick={() => setSort({ field: sort.field, order: ascending ? 'DESC' : 'ASC' })}
        >
          {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Tooltip>
      <TextField
        select
        size="small"
        label={translate('app.views.sort_by')}
        value={current}
        onChange={(event) => setSort({ field: event.target.value, order: sort.order })}
        slotProps={{ select: { native: true } }}
        sx={{ flex: 1 }}
      >
        {current === '' ? <option value="" /> : null}
        {sortable.map((column) => (
          <option key={column.source} value={column.source}>
            {translate(column.label)}
          </option>
        ))}
      </TextField>
    </Box>
  );
};

/**
 * The cards' text, styled once on the list rather than on each of its elements: 25 cards of eight
 * lines were ~600 styled elements whose styles were worked out again on every render, the largest
 * part of showing a page of contracts on a phone.
 */
const CardRows = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(0, 2),
  '& .card-icon': { marginTop: theme.spacing(0.25) },
  '& .card-link': { display: 'block', color: 'inherit', textDecoration: 'none' },
  '& .card-title': { ...theme.typography.body1, fontWeight: 600, overflowWrap: 'anywhere' },
  '& .card-line': {
    display: 'flex',
    gap: theme.spacing(1),
    fontSize: 14,
    minWidth: 0,
    alignItems: 'baseline',
  },
  '& .card-label': { color: theme.palette.text.secondary, flexShrink: 0 },
  '& .card-value': { minWidth: 0, overflowWrap: 'anywhere' },
}));

/** A card's heading: the record's name, else its number. */
const CardTitle = ({ resource, record }: { resource: Resource; record: RaRecord }) => (
  <div className="card-title">{useRecordName(resource.name, record) || String(record.id)}</div>
);

/**
 * The rows of a list on a phone (react-admin's SimpleList pattern): one entry per row, the record's
 * name (its recordRepresentation) as the heading and the other filled columns as 'label: value' lines, opening the row like
 * a click on its table row; the row's buttons at the end. A table of seven columns would make the
 * page scroll sideways (docs/requirements.md#screens, data table).
 */
export const ListCards = ({
  resource,
  columns,
  icon: Icon,
  linkTo,
  actions,
  note,
  empty,
}: {
  resource: Resource;
  columns: readonly ListColumn[];
  icon: ComponentType<SvgIconProps>;
  /** The address a row opens, or null when the viewer may not open it. */
  linkTo: (record: RaRecord) => string | null;
  /** The row's buttons, rendered in its record context. */
  actions: ReactNode;
  /** Under the card's heading, rendered in its record context (the contracts: found in a document). */
  note?: ReactNode;
  /** Shown when the filters match no row. */
  empty: ReactNode;
}) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data || data.length === 0) return <>{empty}</>;
  const named = representationFields(resource);
  const details = columns.filter((column) => !named.includes(column.source));
  return (
    <>
      <CardSort columns={columns} />
      <CardRows>
        {data.map((record) => {
          const to = linkTo(record);
          const text = (
            <>
              <CardTitle resource={resource} record={record} />
              {note}
              {details
                .filter((column) => !isBlank(record[column.source]))
                .map((column) => (
                  <div key={column.source} className="card-line">
                    <span className="card-label">{translate(column.label)}:</span>
                    <span className="card-value">{column.cell}</span>
                  </div>
                ))}
            </>
          );
          return (
            <RecordContextProvider key={record.id} value={record}>
              <CardListItem
                icon={<Icon color="action" aria-hidden className="card-icon" />}
                actions={actions}
              >
                {to ? (
                  <RouterLink to={to} className="card-link">
                    {text}
                  </RouterLink>
                ) : (
                  text
                )}
              </CardListItem>
            </RecordContextProvider>
          );
        })}
      </CardRows>
    </>
  );
};
