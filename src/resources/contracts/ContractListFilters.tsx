import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip, FormControlLabel, Stack, Switch } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Dropdown, type DropdownValue } from '../../components/Dropdown';
import { SearchBox } from '../../components/SearchBox';
import { CONTRACT_STATUSES } from '../../schema/contract-dates';
import { fieldsWhere, type Resource } from '../../schema/dsl';
import { contracts } from '../../schema/resources/contracts';
import { FilterControl, FoldedFilters } from '../ListFilters';
import { statusKey } from './StatusChip';

/** The deadline filters the dashboard links with (DASHBOARD_NUMBERS): shown as removable chips. */
export const DEADLINE_FILTERS = ['running', 'noticeWithin', 'endsWithin', 'expiredWithin'] as const;

/** Narrower than the generated lists' filters: six of them share the row. */
const FILTER_WIDTH = { xs: '100%', sm: 180 };

/** `filter` fields with a bespoke control of their own here rather than a generated one. */
const BESPOKE_FILTERS: readonly string[] = ['archived'];

type Filters = Record<string, unknown>;

const without = (filters: Filters, ...names: string[]): Filters =>
  Object.fromEntries(Object.entries(filters).filter(([name]) => !names.includes(name)));

/** 'Opzegdatum binnen 30 dagen' for `{noticeWithin: 30}`, 'Lopend' for `{running: true}`. */
export const DeadlineChips = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const active = DEADLINE_FILTERS.filter(
    (name) => filterValues[name] != null && filterValues[name] !== false,
  );
  if (active.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, pb: 2 }}>
      {active.map((name) => {
        const label = translate(`resources.contracts.filters.${name}`, { days: filterValues[name] });
        return (
          <Chip
            key={name}
            color="primary"
            variant="outlined"
            label={label}
            onDelete={() => setFilters(without(filterValues, name), undefined, false)}
            deleteIcon={
              <CancelIcon titleAccess={translate('app.contracts.list.remove_filter', { name: label })} />
            }
          />
        );
      })}
    </Stack>
  );
};

/** Status; choosing 'archived' also drops the hide-archived default, otherwise nothing would match. */
const StatusFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const setStatus = (next: DropdownValue | DropdownValue[] | null) => {
    const rest = without(filterValues, 'status');
    if (next == null || next === '') setFilters(rest, undefined, false);
    else
      setFilters(
        { ...(next === 'archived' ? without(rest, 'archived') : rest), status: next },
        undefined,
        false,
      );
  };
  return (
    <Dropdown
      size="small"
      label={translate('resources.contracts.filters.status')}
      searchable={false}
      value={(filterValues.status as DropdownValue | undefined) ?? null}
      onChange={setStatus}
      options={CONTRACT_STATUSES.map((status) => ({ value: status, text: translate(statusKey(status)) }))}
    />
  );
};

/**
 * Archived contracts are hidden by default (archived=false). Not offered while a deadline filter
 * is on: those only ever match contracts that are not archived.
 */
const ArchivedSwitch = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  if (DEADLINE_FILTERS.some((name) => filterValues[name] != null)) return null;
  const rest = without(filterValues, 'archived');
  return (
    <FormControlLabel
      label={translate('resources.contracts.filters.show_archived')}
      control={
        <Switch
          checked={filterValues.archived !== false}
          onChange={(event) =>
            setFilters(event.target.checked ? rest : { ...rest, archived: false }, undefined, false)
          }
        />
      }
    />
  );
};

/**
 * Search, status and the declaration's `filter` fields (in declaration order) above the contract
 * table, then the archived switch; the deadline chips go below them.
 */
export const ContractListFilters = () => {
  const { filterValues, setFilters } = useListContext();
  const location = useLocation();
  // Read by field name: the declaration's meta, typed for any name.
  const resource: Resource = contracts;
  const fieldFilters = fieldsWhere(resource, (meta) => meta.filter).filter(
    (name) => !BESPOKE_FILTERS.includes(name),
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        // On a phone the export button fits beside the search box and the filters button.
        flex: { xs: '1 1 240px', sm: '1 1 480px' },
        minWidth: 0,
      }}
    >
      <SearchBox
        value={(filterValues.q as string | undefined) ?? ''}
        storageKey={location.pathname}
        onSearch={(q) => {
          const rest = without(filterValues, 'q');
          setFilters(q ? { ...rest, q } : rest, undefined, false);
        }}
      />
      <FoldedFilters
        activeCount={
          [...fieldFilters, 'status'].filter((name) => filterValues[name] != null).length +
          (filterValues.archived === false ? 0 : 1)
        }
      >
        <Box sx={{ width: FILTER_WIDTH }}>
          <StatusFilter />
        </Box>
        {fieldFilters.map((name) => (
          <Box key={name} sx={{ width: FILTER_WIDTH }}>
            <FilterControl resource={resource} name={name} meta={resource.meta[name]} />
          </Box>
        ))}
        <ArchivedSwitch />
      </FoldedFilters>
    </Box>
  );
};
