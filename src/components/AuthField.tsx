import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { ErrorText } from './ErrorText';

export interface AuthFieldProps {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur?(): void;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  /** A translated error message; shown with an error icon under the field. */
  error?: string | null;
  helperText?: ReactNode;
  /** Attributes of the input element itself (inputMode, pattern, maxLength …). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The text field of the sign-in, forgot-password and reset screens: it looks and behaves as the
 * admin's FormField (an outlined TextField), but is built from the input's parts, because
 * TextField also carries its select mode (menu, popover, modal) — 14 kB the sign-in page would
 * download for nothing.
 */
export const AuthField = ({ label, error, helperText, required, inputProps, ...input }: AuthFieldProps) => {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = error ? <ErrorText>{error}</ErrorText> : helperText;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputProps={inputProps}
        aria-describedby={helper ? helperId : undefined}
        {...input}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
};
