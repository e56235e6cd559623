import { type ReactNode, useDeferredValue } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The list's state as its rows show it: deferred. A page of data arrives through a store
 * subscription, which React renders at once in one blocking task: 25 rows of table cells were the
 * contract list's longest task (~450 ms on a phone). Deferred, the rows render in slices that give
 * way to input; what sits below them (the pagination) reads this same state, so it moves with the
 * rows in one frame instead of jumping when they arrive.
 */
export const useDeferredList = () => useDeferredValue(useListContext());

/** A list's rows, drawn from the deferred state (useDeferredList); filters above them stay immediate. */
export const DeferredRows = ({ children }: { children: ReactNode }) => (
  <ListContextProvider value={useDeferredList()}>{children}</ListContextProvider>
);
