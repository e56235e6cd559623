import CancelIcon from '@mui/icons-material/Cancel';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Chip, Collapse } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { type TranslateFunction, useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { DayInput } from '../components/DayInput';
import { Dropdown, type DropdownValue } from '../components/Dropdown';
import { FormField } from '../components/FormField';
import { optionsLoader } from '../components/optionsSource';
import { SearchBox } from '../components/SearchBox';
import { formatDate, formatMonth } from '../i18n/format';
import { labelKey, type Resource } from '../schema/dsl';
import type { FieldMeta } from '../schema/fields';
import { isDay } from '../schema/sheet-values';
import { choiceLabelKey } from './cells';
import { usePhoneList } from './ListCards';

/** The width of one filter above a list (the generated ones and those a resource adds). */
export const FILTER_WIDTH = { xs: '100%', sm: 220 };

export const FilterControl = ({
  resource,
  name,
  meta,
}: {
  resource: Resource;
  name: string;
  meta: FieldMeta;
}) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const label = translate(labelKey(resource, name), { _: name });
  const value = filterValues[name];
  const set = (next: unknown) => {
    const { [name]: _dropped, ...rest } = filterValues;
    const empty = next == null || next === '' || (Array.isArray(next) && next.length === 0);
    setFilters(empty ? rest : { ...rest, [name]: next }, undefined, false);
  };
  const reference = meta.reference ?? '';
  const loadOptions = useMemo(
    () => (reference ? optionsLoader(reference, { paged: true }) : undefined),
    [reference],
  );

  switch (meta.kind) {
    case 'choice':
    case 'choices':
      return (
        <Dropdown
          size="small"
          label={label}
          value={(value as DropdownValue | undefined) ?? null}
          onChange={set}
          options={(meta.choices ?? []).map((choice) => ({
            value: choice,
            text: translate(choiceLabelKey(resource.name, name, choice), { _: String(choice) }),
          }))}
        />
      );
    case 'boolean':
      return (
        <Dropdown
          size="small"
          label={label}
          searchable={false}
          value={value === true ? 'true' : value === false ? 'false' : null}
          onChange={(next) => set(next === 'true' ? true : next === 'false' ? false : null)}
          options={[
            { value: 'true', text: translate('app.views.yes') },
            { value: 'false', text: translate('app.views.no') },
          ]}
        />
      );
    case 'reference':
    case 'references':
      return (
        <Dropdown
          size="small"
          label={label}
          value={(value as DropdownValue | undefined) ?? null}
          onChange={set}
          loadOptions={loadOptions}
        />
      );
    case 'date':
      return (
        <DayInput
          size="small"
          margin="none"
          label={label}
          value={(value as string | undefined) ?? ''}
          // A filter changes with a whole day (or none), not with each key of one being typed.
          onChange={(next) => {
            if (next === '' || isDay(next)) set(next);
          }}
        />
      );
    default:
      return (
        <FormField
          size="small"
          margin="none"
          label={label}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => set(event.target.value)}
        />
      );
  }
};

/**
 * On a phone the filters fold away behind a 'Filters' button (saying how many are on), so the rows
 * come first; on a wider screen they sit in the toolbar as they are.
 */
export const FoldedFilters = ({ activeCount, children }: { activeCount: number; children: ReactNode }) => {
  const translate = useTranslate();
  const phone = usePhoneList();
  const [open, setOpen] = useState(false);
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {activeCount > 0
          ? translate('app.views.filters_active', { count: activeCount })
          : translate('app.views.filters')}
      </Button>
      <Collapse in={open} unmountOnExit sx={{ width: '100%' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 0.5 }}>{children}</Box>
      </Collapse>
    </>
  );
};

/** A filter's value as read: 'Ja' or 'Nee', a month as 'juli 2026', a day as '01-07-2026'. */
const filterValueText = (value: unknown, translate: TranslateFunction): string => {
  if (typeof value === 'boolean') return translate(value ? 'app.views.yes' : 'app.views.no');
  const text = String(value);
  if (/^\d{4}-\d{2}$/.test(text)) return formatMonth(text);
  return isDay(text) ? formatDate(text) : text;
};

/**
 * The filters on the list that have no control above it (a dashboard card's link: the active
 * subscriptions, a month's invoices), each a chip saying it (`resources.<name>.filters.<key>`)
 * that removes it.
 */
const AppliedFilters = ({ resource, controlled }: { resource: Resource; controlled: readonly string[] }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = Object.entries(filterValues).filter(
    ([name, value]) => name !== 'q' && !controlled.includes(name) && value != null,
  );
  return applied.map(([name, value]) => {
    const text = filterValueText(value, translate);
    const label = translate(`resources.${resource.name}.filters.${name}`, {
      value: text,
      _: `${name}: ${text}`,
    });
    return (
      <Chip
        key={name}
        label={label}
        color="primary"
        variant="outlined"
        onDelete={() => {
          const { [name]: _dropped, ...rest } = filterValues;
          setFilters(rest, undefined, false);
        }}
        deleteIcon={<CancelIcon titleAccess={translate('app.views.filter_remove', { filter: label })} />}
      />
    );
  });
};

/**
 * The search box (stored per page address), one control per `filter` field, and a removable chip
 * per other filter on the list, above the table.
 */
export const ListFilters = ({ resource }: { resource: Resource }) => {
  const { filterValues, setFilters } = useListContext();
  const location = useLocation();
  const filterFields = Object.entries(resource.meta).filter(([, meta]) => meta.filter);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', flex: '1 1 auto' }}>
      <SearchBox
        value={(filterValues.q as string | undefined) ?? ''}
        storageKey={location.pathname}
        onSearch={(q) => {
          const { q: _dropped, ...rest } = filterValues;
          setFilters(q ? { ...rest, q } : rest, undefined, false);
        }}
      />
      {filterFields.length > 0 ? (
        <FoldedFilters activeCount={filterFields.filter(([name]) => filterValues[name] != null).length}>
          {filterFields.map(([name, meta]) => (
            <Box key={name} sx={{ width: FILTER_WIDTH }}>
              <FilterControl resource={resource} name={name} meta={meta} />
            </Box>
          ))}
        </FoldedFilters>
      ) : null}
      <AppliedFilters resource={resource} controlled={filterFields.map(([name]) => name)} />
    </Box>
  );
};
