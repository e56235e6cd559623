import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { useListWithReferences } from './pageReferences';

/**
 * The list's state as its rows show it: deferred, but for the selection. A page of data arrives
 * through a store subscription, which React renders at once in one blocking task: 25 rows of table
 * cells were the contract list's longest task (~450 ms on a phone). Deferred, the rows render in
 * slices that give way to input; what sits below them (the pagination) reads this same state, so it
 * moves with the rows in one frame instead of jumping when they arrive. A page shows once the names
 * its cells show have come too (pageReferences.ts). The selection is the live one: a checkbox shows
 * its new state in the frame it is clicked.
 */
export const useDeferredList = () => {
  const list = useListContext();
  const deferred = useDeferredValue(useListWithReferences(list));
  const { selectedIds } = list;
  // The same object while neither changes, so the rows skip the blocking render of new data.
  return useMemo(
    () => (deferred.selectedIds === selectedIds ? deferred : { ...deferred, selectedIds }),
    [deferred, selectedIds],
  );
};

/** A list's rows, drawn from the deferred state (useDeferredList); filters above them stay immediate. */
export const DeferredRows = ({ children }: { children: ReactNode }) => (
  <ListContextProvider value={useDeferredList()}>{children}</ListContextProvider>
);
