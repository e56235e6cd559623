import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetManyParams, GetManyResult, Identifier, RaRecord } from 'react-admin';
import type { ListItem } from '../components/optionsSource';
import { accessContextOf } from '../resources/access';
import { permits } from '../schema/dsl';
import { ESTIMATED_TOTAL_HEADER } from '../schema/list-total';
import { resourceByName } from '../schema/resources';
import { API_BASE, httpClient } from './httpClient';
import { getProfile } from './profileStore';

const rest = simpleRestProvider(API_BASE, httpClient);

/** What getList adds to a list's answer (react-admin hands `meta` to the list's context). */
export interface ListMeta {
  estimatedTotal?: boolean;
}

/**
 * Whether the signed-in person may read `resource`'s records themselves. A contract manager may
 * not read users, locations and contacts (docs/requirements.md#roles-and-access), only their names.
 */
const readsRecords = (resource: string): boolean => {
  const declared = resourceByName(resource);
  const context = accessContextOf(getProfile());
  return !declared || !context || permits(declared.access.list, context);
};

/** Records by id, names only, from the options endpoint (docs/architecture.md#a-form): `{id, name}`. */
export async function namesOf(
  resource: string,
  ids: readonly Identifier[],
): Promise<GetManyResult<RaRecord>> {
  if (ids.length === 0) return { data: [] };
  const params = new URLSearchParams({ filter: JSON.stringify({ id: ids }), limit: String(ids.length) });
  const { json } = await httpClient(`${resource}/list?${params.toString()}`);
  return { data: (json as { data?: ListItem[] } | null)?.data ?? [] };
}

/**
 * Resources speak the ra-data-simple-rest dialect (docs/requirements.md#calls), through our
 * httpClient. A reference the viewer may not read as a record (a contract's owner, location or
 * contact, for a contract manager) is named through the options endpoint instead: `getMany`
 * (reference cells, a dropdown's chosen value, the CSV export) answers `{id, name}` for it.
 */
export const dataProvider: DataProvider = {
  ...rest,
  // The same read, noting whether the server estimated the total (src/schema/list-total.ts).
  getList: async (resource, params) => {
    let estimatedTotal = false;
    const noting = simpleRestProvider(API_BASE, async (url, options) => {
      const answer = await httpClient(url, options);
      estimatedTotal = answer.headers.get(ESTIMATED_TOTAL_HEADER) === 'true';
      return answer;
    });
    const result = await noting.getList(resource, params);
    const meta: ListMeta = { ...result.meta, estimatedTotal };
    return { ...result, meta };
  },
  getMany: <RecordType extends RaRecord>(resource: string, params: GetManyParams<RecordType>) =>
    readsRecords(resource)
      ? rest.getMany<RecordType>(resource, params)
      : // Names only: the records carry `id` and `name`, which nameOf (cells.tsx) reads.
        (namesOf(resource, params.ids) as Promise<GetManyResult<RaRecord>> as Promise<
          GetManyResult<RecordType>
        >),
};
