/**
 * The records a list page's cells name (a contract's location, a contact's company), asked for the
 * whole page as soon as it arrives, and its rows shown only once they are in: a reference cell left
 * to ask on its own draws its row first and the name one request later, and a name that wraps then
 * pushes every row below it down (the contract list's layout shift on desktop). A list may name
 * something else its rows wait for (`drawnWith`): the contract table's totals, whose footer row
 * sizes the table's columns too.
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext, useMemo, useRef } from 'react';
import {
  type ListControllerLoadingResult,
  type ListControllerResult,
  type RaRecord,
  useDataProvider,
} from 'react-admin';

/** A column whose cell names the record its `source` refers to (or the records: an array of ids). */
export interface ReferenceColumn {
  source: string;
  /** The referenced resource. */
  reference: string;
}

/** A hook, called within the list, telling whether what the page draws with its rows has come. */
export type DrawnWith = () => boolean;

const nothingMore: DrawnWith = () => true;

interface PageCompanions {
  references: readonly ReferenceColumn[];
  drawnWith: DrawnWith;
}

const PageCompanionsContext = createContext<PageCompanions>({ references: [], drawnWith: nothingMore });

/**
 * Around a list (its rows and its pagination): the columns whose names its rows wait for. Columns
 * of other kinds may be given too; only those with a `reference` count. `drawnWith`: what else the
 * rows wait for, the same hook for the list's whole life (it is called as a hook).
 */
export const ListReferences = ({
  columns,
  drawnWith = nothingMore,
  children,
}: {
  columns: readonly { source: string; reference?: string }[];
  drawnWith?: DrawnWith;
  children: ReactNode;
}) => {
  const value = useMemo(
    () => ({
      references: columns.flatMap(({ source, reference }) => (reference ? [{ source, reference }] : [])),
      drawnWith,
    }),
    [columns, drawnWith],
  );
  return createElement(PageCompanionsContext.Provider, { value }, children);
};

/**
 * How long the names fetched for a page count as fresh for its cells: their own queries find them
 * and ask nothing more (react-admin's own prefetching gives its records a second; a phone may take
 * longer than that to draw 25 rows).
 */
const FRESH_MS = 10_000;

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id) => id != null && id !== '').map(String);

/** The ids each referenced resource is asked for: those of every row, each once, in order. */
const wantedIds = (
  records: readonly RaRecord[] | undefined,
  columns: readonly ReferenceColumn[],
): [string, string[]][] => {
  const wanted = new Map<string, Set<string>>();
  for (const record of records ?? [])
    for (const { source, reference } of columns)
      for (const id of idsOf(record[source])) {
        const ids = wanted.get(reference) ?? new Set<string>();
        wanted.set(reference, ids.add(id));
      }
  return [...wanted].map(([reference, ids]) => [reference, [...ids].sort()]);
};

/**
 * Puts `found` where the cells look: react-admin's record cache (`getOne`, as its reference fields
 * fill it) and the query of each cell, one id (a reference) or a row's array of ids (references).
 */
function remember(
  queryClient: QueryClient,
  reference: string,
  found: readonly RaRecord[],
  records: readonly RaRecord[],
  columns: readonly ReferenceColumn[],
): void {
  const updatedAt = Date.now() + FRESH_MS;
  const byId = new Map(found.map((record) => [String(record.id), record]));
  for (const record of found)
    queryClient.setQueryData<RaRecord>(
      [reference, 'getOne', { id: String(record.id) }],
      (cached) => cached ?? record,
      { updatedAt },
    );
  for (const row of records)
    for (const column of columns) {
      if (column.reference !== reference) continue;
      const ids = idsOf(row[column.source]);
      const named = ids.flatMap((id) => byId.get(id) ?? []);
      if (ids.length > 0 && named.length === ids.length)
        queryClient.setQueryData([reference, 'getMany', { ids }], named, { updatedAt });
    }
}

/**
 * Whether the names the page's rows show have arrived (or could not be had: the cells then ask on
 * their own, as before); true at once for a page that names nothing.
 */
const usePageReferencesLoaded = (list: ListControllerResult): boolean => {
  const columns = useContext(PageCompanionsContext).references;
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { data } = list;
  const wanted = useMemo(() => wantedIds(data, columns), [data, columns]);
  const { isPending } = useQuery({
    queryKey: ['pageReferences', wanted],
    enabled: wanted.length > 0,
    retry: false,
    queryFn: async () => {
      await Promise.all(
        wanted.map(async ([reference, ids]) => {
          const { data: found } = await dataProvider.getMany(reference, { ids });
          remember(queryClient, reference, found, data ?? [], columns);
        }),
      );
      return null;
    },
  });
  return wanted.length === 0 || !isPending;
};

/** The list as it shows before its first page has come. */
const pendingOf = (list: ListControllerResult): ListControllerLoadingResult => ({
  ...list,
  data: undefined,
  total: undefined,
  meta: undefined,
  error: null,
  isPending: true,
});

/**
 * The list as its rows may show it: the newest state whose names (and whatever else the list's
 * `drawnWith` names) have arrived. Until then the one before stays (the page before, or the
 * loading rows of the first), as react-admin keeps a page on screen until the next has come.
 */
export const useListWithReferences = (list: ListControllerResult): ListControllerResult => {
  const named = usePageReferencesLoaded(list);
  const companionsCame = useContext(PageCompanionsContext).drawnWith();
  const loaded = named && companionsCame;
  const shown = useRef<ListControllerResult>(loaded ? list : pendingOf(list));
  if (loaded) shown.current = list;
  return shown.current;
};
