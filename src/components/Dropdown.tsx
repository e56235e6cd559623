import { Autocomplete, type AutocompleteRenderOptionState, ListSubheader, TextField } from '@mui/material';
import {
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type UIEvent,
  useCallback,
  useRef,
  useState,
} from 'react';
import { useTranslate } from 'react-admin';
import { foldText } from '../schema/folded-text';
import { SCROLL_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, useDebouncedCallback } from './debounce';
import { ErrorText } from './ErrorText';

export type DropdownValue = string | number;

/** A dropdown option of `type: 'group'` is a heading, never selectable (docs/requirements.md#screens). */
export interface DropdownOption<T = unknown> {
  text: string;
  value: DropdownValue;
  disabled?: boolean;
  type?: 'group';
  extra?: T;
}

/** One page of remote options; `lastPage` 1 means "everything came at once". */
export interface OptionsPage {
  options: DropdownOption[];
  lastPage: number;
}

export type LoadOptions = (q: string, page: number) => Promise<OptionsPage>;

/**
 * Load the next page when the list is scrolled to within 200 px of its bottom (docs/requirements.md#limits).
 */
export const INFINITE_SCROLL_THRESHOLD_PX = 200;

export interface DropdownProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value: DropdownValue | DropdownValue[] | null | undefined;
  onChange: (value: DropdownValue | DropdownValue[] | null) => void;
  onBlur?: () => void;
  /** Local options; ignored when `loadOptions` is given. */
  options?: DropdownOption[];
  /** Remote search (debounced) with infinite scroll when pages come back. */
  loadOptions?: LoadOptions;
  /** Options known to match the current value(s), so their text shows before any search. */
  selectedOptions?: DropdownOption[];
  multiple?: boolean;
  searchable?: boolean;
  /** Default 'Selecteren'. */
  placeholder?: string;
  /** Default 'Geen resultaten' / 'No results'. */
  emptyText?: string;
  required?: boolean;
  disabled?: boolean;
  /** A translated error message: shown with an error icon under the field. */
  error?: string | null;
  helperText?: ReactNode;
  debounceMs?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
}

const sameValue = (a: DropdownValue, b: DropdownValue) => String(a) === String(b);

/** Local search: options whose text contains the typed text, each under its own heading. */
export const filterOptionsLocally = (options: DropdownOption[], query: string): DropdownOption[] => {
  const needle = foldText(query.trim());
  if (!needle) return options;
  const out: DropdownOption[] = [];
  let heading: DropdownOption | null = null;
  for (const option of options) {
    if (option.type === 'group') {
      heading = option;
      continue;
    }
    if (!foldText(option.text).includes(needle)) continue;
    if (heading) out.push(heading);
    heading = null;
    out.push(option);
  }
  return out;
};

interface RemoteState {
  options: DropdownOption[];
  q: string;
  page: number;
  lastPage: number;
  loaded: boolean;
}

const EMPTY_REMOTE: RemoteState = { options: [], q: '', page: 0, lastPage: 1, loaded: false };

/**
 * The same option objects while the chosen values and their texts stay the same. MUI's Autocomplete
 * takes a value of another identity for a new choice and puts its text back into the input, so a
 * parent drawing new but equal options (a form re-rendering as other fields change) would replace
 * what the user is typing.
 */
const useSteadyOptions = (next: DropdownOption[]): DropdownOption[] => {
  const steady = useRef(next);
  const previous = steady.current;
  const same =
    previous.length === next.length &&
    previous.every(
      (option, index) => sameValue(option.value, next[index].value) && option.text === next[index].text,
    );
  // Kept during render on purpose: an equal list is returned as the same objects, a changed one is taken.
  if (!same) steady.current = next;
  return steady.current;
};

/**
 * The dropdown select (docs/requirements.md#screens): single or multiple, searchable, local or remote options
 * (search debounced 300 ms, next page on scrolling near the bottom), group headings and
 * disabled options. The value is the option's `value` (or a list of them).
 */
export const Dropdown = ({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  options = [],
  loadOptions,
  selectedOptions = [],
  multiple = false,
  searchable = true,
  placeholder,
  emptyText,
  required = false,
  disabled = false,
  error,
  helperText,
  debounceMs = SEARCH_DEBOUNCE_MS,
  size = 'medium',
  fullWidth = true,
  margin = 'none',
}: DropdownProps) => {
  const translate = useTranslate();
  const [remote, setRemote] = useState<RemoteState>(EMPTY_REMOTE);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  // Options the user picked, so their text stays when a later search no longer returns them.
  const picked = useRef(new Map<string, DropdownOption>());

  const load = useCallback(
    async (q: string, page: number) => {
      if (!loadOptions) return;
      const ticket = ++request.current;
      setLoading(true);
      try {
        const result = await loadOptions(q, page);
        if (ticket !== request.current) return;
        setRemote((previous) => ({
          options: page === 1 ? result.options : [...previous.options, ...result.options],
          q,
          page,
          lastPage: result.lastPage,
          loaded: true,
        }));
      } catch {
        if (ticket === request.current) setRemote((previous) => ({ ...previous, loaded: true }));
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    },
    [loadOptions],
  );

  const search = useDebouncedCallback((q: string) => void load(q, 1), debounceMs);

  const checkScroll = useDebouncedCallback((list: HTMLElement) => {
    const distance = list.scrollHeight - list.scrollTop - list.clientHeight;
    if (distance > INFINITE_SCROLL_THRESHOLD_PX) return;
    if (loading || !remote.loaded || remote.page >= remote.lastPage) return;
    void load(remote.q, remote.page + 1);
  }, SCROLL_DEBOUNCE_MS);

  const available = loadOptions ? remote.options : options;

  const lookup = (wanted: DropdownValue): DropdownOption =>
    available.find((option) => option.type !== 'group' && sameValue(option.value, wanted)) ??
    selectedOptions.find((option) => sameValue(option.value, wanted)) ??
    picked.current.get(String(wanted)) ?? { text: String(wanted), value: wanted };

  const values = value == null ? [] : Array.isArray(value) ? value : [value];
  const selected = useSteadyOptions(values.map(lookup));
  const current = multiple ? selected : (selected[0] ?? null);

  const renderOption = (
    props: HTMLAttributes<HTMLLIElement> & { key?: Key },
    option: DropdownOption,
    _state: AutocompleteRenderOptionState,
  ) => {
    const { key, ...rest } = props;
    if (option.type === 'group') {
      return (
        <ListSubheader
          key={key}
          component="li"
          role="presentation"
          sx={{ fontWeight: 600, lineHeight: '36px' }}
        >
          {option.text}
        </ListSubheader>
      );
    }
    // MUI leaves disabled options clickable for scripts (only pointer-events: none stops a mouse).
    const clickable = option.disabled ? { ...rest, onClick: undefined } : rest;
    return (
      <li key={key} {...clickable}>
        {option.text}
      </li>
    );
  };

  return (
    <Autocomplete<DropdownOption, boolean, false, false>
      id={id}
      multiple={multiple}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      options={available}
      value={current}
      loading={loading}
      loadingText={translate('app.common.loading')}
      noOptionsText={emptyText ?? translate('app.common.no_results')}
      openText={translate('app.common.open')}
      closeText={translate('app.common.close')}
      clearText={translate('app.common.clear')}
      getOptionLabel={(option) => option.text}
      getOptionKey={(option) => `${option.type ?? 'option'}:${option.value}`}
      getOptionDisabled={(option) => option.type === 'group' || Boolean(option.disabled)}
      isOptionEqualToValue={(option, wanted) => sameValue(option.value, wanted.value)}
      filterOptions={(list, state) =>
        loadOptions || !searchable ? list : filterOptionsLocally(list, state.inputValue)
      }
      renderOption={renderOption}
      onOpen={() => {
        if (loadOptions && !remote.loaded && !loading) void load('', 1);
      }}
      onInputChange={(_event, text, reason) => {
        if (!loadOptions || !searchable) return;
        if (reason === 'input') search(text);
        if (reason === 'clear') search('');
      }}
      onChange={(_event, next) => {
        const list = next == null ? [] : Array.isArray(next) ? next : [next];
        for (const option of list) picked.current.set(String(option.value), option);
        if (multiple) onChange(list.map((option) => option.value));
        else onChange(list[0]?.value ?? null);
      }}
      onBlur={onBlur}
      slotProps={{
        listbox: {
          onScroll: (event: UIEvent<HTMLElement>) => {
            if (loadOptions) checkScroll(event.currentTarget);
          },
        },
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          margin={margin}
          placeholder={selected.length === 0 ? (placeholder ?? translate('app.common.select')) : undefined}
          error={Boolean(error)}
          helperText={error ? <ErrorText>{error}</ErrorText> : helperText}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps?.inputLabel, required },
            htmlInput: { ...params.slotProps?.htmlInput, readOnly: !searchable },
          }}
        />
      )}
    />
  );
};
