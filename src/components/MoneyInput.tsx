import EuroIcon from '@mui/icons-material/Euro';
import { InputAdornment, TextField } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { parseMoney } from '../schema/amounts';
import { madeOnFirstUse } from '../schema/made-on-first-use';
import { ErrorText } from './ErrorText';

// This module loads with every list page.
const amount = madeOnFirstUse(
  () => new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * '1.234,56' (docs/requirements.md#texts-and-formats: comma as decimal mark, dot as thousands separator; the
 * € is the icon).
 */
export const formatMoneyInput = (value: number | null | undefined): string =>
  value == null || Number.isNaN(value) ? '' : amount().format(value);

export interface MoneyInputProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value: number | null | undefined;
  /** null when empty, NaN when the text is not an amount. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  helperText?: ReactNode;
  margin?: 'none' | 'dense' | 'normal';
  size?: 'small' | 'medium';
}

/**
 * The money variant of the text input (docs/requirements.md#screens): euro icon, placeholder 0,00, Dutch
 * format on blur.
 */
export const MoneyInput = ({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  required = false,
  disabled = false,
  error,
  helperText,
  margin = 'none',
  size = 'medium',
}: MoneyInputProps) => {
  const [text, setText] = useState(() => formatMoneyInput(value));
  const [focused, setFocused] = useState(false);

  // A value set from outside (record loaded, form reset) shows formatted, unless being typed.
  useEffect(() => {
    if (!focused) setText(formatMoneyInput(value));
  }, [value, focused]);

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={text}
      disabled={disabled}
      margin={margin}
      size={size}
      fullWidth
      // Zero written as the field writes amounts: the spec's 0.00, with the Dutch decimal comma.
      placeholder={formatMoneyInput(0)}
      error={Boolean(error)}
      helperText={error ? <ErrorText>{error}</ErrorText> : helperText}
      onFocus={() => setFocused(true)}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseMoney(event.target.value));
      }}
      onBlur={() => {
        setFocused(false);
        const parsed = parseMoney(text);
        if (parsed !== null && !Number.isNaN(parsed)) setText(formatMoneyInput(parsed));
        onBlur?.();
      }}
      slotProps={{
        inputLabel: { required },
        htmlInput: { inputMode: 'decimal' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <EuroIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
