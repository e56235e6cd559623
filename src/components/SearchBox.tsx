import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, useDebouncedCallback } from './debounce';

/**
 * The per-page search filter in browser storage, keyed by the page address (docs/requirements.md#screens).
 */
export const searchStorageKey = (address: string): string => `searchFilter:${address}`;

export const readStoredSearch = (address: string): string => {
  try {
    return globalThis.localStorage?.getItem(searchStorageKey(address)) ?? '';
  } catch {
    return '';
  }
};

export const storeSearch = (address: string, q: string): void => {
  try {
    if (q) globalThis.localStorage?.setItem(searchStorageKey(address), q);
    else globalThis.localStorage?.removeItem(searchStorageKey(address));
  } catch {
    // Storage unavailable: the filter then lasts for this visit only.
  }
};

export interface SearchBoxProps {
  /** The search in force (e.g. the list's `q` filter). */
  value?: string;
  onSearch: (q: string) => void;
  /** The page address to remember the search under; none: nothing is stored. */
  storageKey?: string | null;
  placeholder?: string;
  debounceMs?: number;
  autoFocus?: boolean;
}

/**
 * The search box (docs/requirements.md#screens): searches 300 ms after typing stops, at once on Enter, clears
 * on Escape. With a `storageKey` the search is remembered per page and restored on coming back, unless the
 * address brings its own filter (react-admin's `?filter=`, e.g. a dashboard number's link): that list shows
 * as linked, and its search becomes the remembered one.
 */
export const SearchBox = ({
  value = '',
  onSearch,
  storageKey = null,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  autoFocus = false,
}: SearchBoxProps) => {
  const translate = useTranslate();
  const linkedFilter = new URLSearchParams(useLocation().search).has('filter');
  const [text, setText] = useState(() =>
    storageKey && !linkedFilter ? readStoredSearch(storageKey) || value : value,
  );
  const lastSent = useRef(value);

  const send = (q: string) => {
    const trimmed = q.trim();
    if (storageKey) storeSearch(storageKey, trimmed);
    if (trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearch(trimmed);
  };
  const debounced = useDebouncedCallback(send, debounceMs);

  // Coming back to the page: the stored search applies again; a link's own filter overrules it, as
  // adding the search to it would show another list than the link promises (often an empty one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount (and a new address)
  useEffect(() => {
    if (!storageKey) return;
    if (linkedFilter) {
      storeSearch(storageKey, value);
      return;
    }
    const stored = readStoredSearch(storageKey);
    if (stored && stored !== value) {
      setText(stored);
      lastSent.current = stored;
      onSearch(stored);
    }
  }, [storageKey]);

  // A search changed from outside (e.g. filters reset, browser back) shows in the box and is the one
  // remembered, so coming back restores what was last shown.
  const previousValue = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the search in force changes
  useEffect(() => {
    if (value === previousValue.current) return;
    previousValue.current = value;
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
      if (storageKey) storeSearch(storageKey, value);
    }
  }, [value]);

  const clear = () => {
    debounced.cancel();
    setText('');
    send('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      debounced.cancel();
      send(text);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  };

  const label = placeholder ?? translate('app.common.search');
  return (
    <TextField
      type="search"
      size="small"
      value={text}
      autoFocus={autoFocus}
      // The theme makes fields full width in forms; above a list the search box keeps its size.
      fullWidth={false}
      margin="none"
      placeholder={label}
      onChange={(event) => {
        setText(event.target.value);
        debounced(event.target.value);
      }}
      onKeyDown={onKeyDown}
      sx={{ width: { xs: '100%', sm: 300 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('app.components.search.clear')}
                onClick={clear}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
};
