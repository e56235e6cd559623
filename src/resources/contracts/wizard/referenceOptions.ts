import { useMemo } from 'react';
import type { LoadOptions } from '../../../components/Dropdown';
import { type ListItem, OPTIONS_PAGE_SIZE, toOption } from '../../../components/optionsSource';
import { type HttpClient, httpClient } from '../../../providers/httpClient';

interface OptionsAnswer {
  data?: ListItem[];
  meta?: { last_page?: number };
}

/**
 * Dropdown options of a resource narrowed by a filter of ids or references (suppliers of one type,
 * contacts of one supplier, the viewer's locations): the options endpoint with `q` and `filter`, a
 * page at a time, by name. Names only: a contract manager picks users, locations and contacts
 * without reading their records (docs/requirements.md#roles-and-access).
 */
export const filteredOptionsLoader =
  (resource: string, filter: Record<string, unknown>, http: HttpClient = httpClient): LoadOptions =>
  async (q, page) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (Object.keys(filter).length > 0) params.set('filter', JSON.stringify(filter));
    params.set('page', String(page));
    params.set('limit', String(OPTIONS_PAGE_SIZE));
    const { json } = await http(`${resource}/list?${params.toString()}`);
    const body = (json ?? {}) as OptionsAnswer;
    return { options: (body.data ?? []).map(toOption), lastPage: Math.max(1, body.meta?.last_page ?? 1) };
  };

/** The loader for a filter; a new one (and a fresh option list) whenever the filter changes. */
export const useFilteredOptions = (resource: string, filter: Record<string, unknown> | null) => {
  const key = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is compared by its JSON
  return useMemo(() => (filter ? filteredOptionsLoader(resource, filter) : undefined), [resource, key]);
};
