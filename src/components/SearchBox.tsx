import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
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
 * on Escape. With a `storageKey` the search is remembered per page and restored on coming back.
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
  const [text, setText] = useState(() => (storageKey ? readStoredSearch(storageKey) || value : value));
  const lastSent = useRef(value);

  const send = (q: string) => {
    const trimmed = q.trim();
    if (storageKey) storeSearch(storageKey, trimmed);
    if (trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearch(trimmed);
  };
  const debounced = useDebouncedCallback(send, debounceMs);

  // Coming back to the page: the stored search applies again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount (and a new address)
  useEffect(() => {
    if (!storageKey) return;
    const stored = readStoredSearch(storageKey);
    if (stored && stored !== value) {
      setText(stored);
      lastSent.current = stored;
      onSearch(stored);
    }
  }, [storageKey]);

  // A search changed from outside (e.g. filters reset) shows in the box.
  const previousValue = useRef(value);
  useEffect(() => {
    if (value === previousValue.current) return;
    previousValue.current = value;
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
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
