import { useMemo } from 'react';
import { type DataProvider, useDataProvider } from 'react-admin';
import type { LoadOptions } from '../../../components/Dropdown';
import { OPTIONS_PAGE_SIZE } from '../../../components/optionsSource';
import { resourceByName } from '../../../schema/resources';
import { nameOf } from '../../cells';

/**
 * Dropdown options of a resource narrowed by a list filter (suppliers of one type, contacts of
 * one supplier, the viewer's locations): the list call with `q`, a page at a time, by name.
 */
export const filteredOptionsLoader =
  (dataProvider: DataProvider, resource: string, filter: Record<string, unknown>): LoadOptions =>
  async (q, page) => {
    const { data, total } = await dataProvider.getList(resource, {
      filter: q ? { ...filter, q } : filter,
      pagination: { page, perPage: OPTIONS_PAGE_SIZE },
      sort: resourceByName(resource)?.defaultSort ?? { field: 'id', order: 'ASC' },
    });
    return {
      options: data.map((record) => ({ value: record.id, text: nameOf(resource, record), extra: record })),
      lastPage: Math.max(1, Math.ceil((total ?? data.length) / OPTIONS_PAGE_SIZE)),
    };
  };

/** The loader for a filter; a new one (and a fresh option list) whenever the filter changes. */
export const useFilteredOptions = (resource: string, filter: Record<string, unknown> | null) => {
  const dataProvider = useDataProvider();
  const key = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is compared by its JSON
  return useMemo(
    () => (filter ? filteredOptionsLoader(dataProvider, resource, filter) : undefined),
    [dataProvider, resource, key],
  );
};
