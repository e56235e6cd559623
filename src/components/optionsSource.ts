import { type HttpClient, httpClient } from '../providers/httpClient';
import type { DropdownOption, OptionsPage } from './Dropdown';

/** A dropdown asks for everything at once (docs/requirements.md#calls). */
export const OPTIONS_FETCH_LIMIT = 9999;
/** Page size of a dropdown that reads pages through the data provider (the contract wizard). */
export const OPTIONS_PAGE_SIZE = 25;

/** One item of the options endpoint (docs/requirements.md#calls). */
export interface ListItem {
  id: number | string;
  name: string;
  [key: string]: unknown;
}

interface ListResponse {
  data?: ListItem[];
  meta?: { current_page?: number; last_page?: number; total?: number; per_page?: number };
}

export const toOption = (item: ListItem): DropdownOption<ListItem> => ({
  text: item.name,
  value: item.id,
  extra: item,
});

/**
 * The options of a resource from `GET /api/<resource>/list?q=&page=&limit=` (docs/requirements.md#calls).
 * Every call asks for up to 9999 (the same section). Paging: the page number is sent and the
 * server's `last_page` kept, so a list the server cuts into pages anyway still scrolls on.
 * `for`: the reference field asking (`subscriptions.plan`), whose declared `where` the server applies.
 */
export const optionsLoader =
  (
    resource: string,
    {
      paged = false,
      http = httpClient,
      for: field,
    }: { paged?: boolean; http?: HttpClient; for?: string } = {},
  ) =>
  async (q: string, page: number): Promise<OptionsPage> => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (field) params.set('for', field);
    if (paged) params.set('page', String(page));
    params.set('limit', String(OPTIONS_FETCH_LIMIT));
    const { json } = await http(`${resource}/list?${params.toString()}`);
    const body = (json ?? {}) as ListResponse;
    return {
      options: (body.data ?? []).map(toOption),
      lastPage: paged ? (body.meta?.last_page ?? 1) : 1,
    };
  };
