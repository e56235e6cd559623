import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../i18n/format';
import { isDay, typedDay } from '../schema/sheet-values';
import { FormField, type FormFieldProps } from './FormField';

/** What the field shows for a value: a day as '31-12-2026', anything else (a half-typed text) as it is. */
const shownText = (value: string | null | undefined): string =>
  value == null ? '' : isDay(value.slice(0, 10)) ? formatDate(value.slice(0, 10)) : value;

// The browser's own calendar, opened from the button; older browsers without it get the text alone.
const canShowPicker = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

export type DayInputProps = Omit<FormFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> & {
  /** A day ('2026-12-31'), '' or null for none, or the text of a day being typed. */
  value: string | null | undefined;
  /** The day typed ('2026-12-31'); '' when emptied; the text itself when it is no day, for the form to refuse. */
  onChange: (value: string) => void;
  /** The first and last day the calendar offers. */
  min?: string;
  max?: string;
};

/**
 * A date typed the Dutch way, whatever the browser's language (docs/requirements.md#texts-and-formats): a
 * native date input shows the browser's own order (12/31/2026 in an American browser). The field
 * reads what is typed on every key and shows it as '31-12-2026' once left; the calendar button opens
 * the browser's date picker for the same value.
 */
export const DayInput = ({ value, onChange, onBlur, min, max, disabled, ...rest }: DayInputProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(() => shownText(value));
  const [focused, setFocused] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const day = typedDay(text);

  // A value set from outside (a record loaded, a form reset, a suggestion) shows, unless being typed.
  useEffect(() => {
    if (!focused) setText(shownText(value));
  }, [value, focused]);

  const take = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : (typedDay(next) ?? next));
  };

  return (
    <FormField
      {...rest}
      value={text}
      disabled={disabled}
      placeholder={translate('app.components.day.placeholder')}
      onFocus={() => setFocused(true)}
      onChange={(event) => take(event.target.value)}
      onBlur={(event) => {
        setFocused(false);
        if (day) setText(formatDate(day));
        onBlur?.(event);
      }}
      slotProps={{
        inputLabel: { shrink: true, required: rest.required },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: canShowPicker
          ? {
              endAdornment: (
                <InputAdornment position="end" sx={{ position: 'relative' }}>
                  <IconButton
                    edge="end"
                    size={rest.size === 'small' ? 'small' : 'medium'}
                    disabled={disabled}
                    aria-label={translate('app.components.day.choose')}
                    onClick={() => picker.current?.showPicker()}
                  >
                    <CalendarMonthIcon fontSize="small" />
                  </IconButton>
                  {/* The picker opens at this input: invisible under the button, out of the tab order. */}
                  <input
                    ref={picker}
                    type="date"
                    tabIndex={-1}
                    aria-hidden
                    value={day ?? ''}
                    min={min}
                    max={max}
                    onChange={(event) => take(formatDate(event.target.value))}
                    style={{
                      position: 'absolute',
                      inset: 0,
                      width: '100%',
                      height: '100%',
                      opacity: 0,
                      pointerEvents: 'none',
                      border: 0,
                      padding: 0,
                    }}
                  />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
};
