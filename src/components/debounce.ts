import { useEffect, useMemo, useRef } from 'react';

/**
 * Search and dropdown handlers wait 300 ms; the infinite-scroll check 100 ms (docs/requirements.md#limits).
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const SCROLL_DEBOUNCE_MS = 100;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * A stable debounced version of `fn` (the latest `fn` is called); pending calls are dropped on
 * unmount so nothing runs against an unmounted component.
 */
export const useDebouncedCallback = <A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): Debounced<A> => {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const debounced = useMemo(() => {
    const cancel = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    const call = (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, ms);
    };
    return Object.assign(call, { cancel });
  }, [ms]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
};
