import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Dropdown, type DropdownValue } from '../components/Dropdown';
import { FormField } from '../components/FormField';
import { optionsLoader } from '../components/optionsSource';
import { SearchBox } from '../components/SearchBox';
import { labelKey, type Resource } from '../schema/dsl';
import type { FieldMeta } from '../schema/fields';
import { choiceLabelKey } from './cells';

const FILTER_WIDTH = { xs: '100%', sm: 220 };

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
        <FormField
          size="small"
          margin="none"
          type="date"
          label={label}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => set(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
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

/** The search box (stored per page address) and one control per `filter` field, above the table. */
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
      {filterFields.map(([name, meta]) => (
        <Box key={name} sx={{ width: FILTER_WIDTH }}>
          <FilterControl resource={resource} name={name} meta={meta} />
        </Box>
      ))}
    </Box>
  );
};
