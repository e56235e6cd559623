import { TextField, type TextFieldProps } from '@mui/material';
import { ErrorText } from './ErrorText';

export type AutoGrowTextareaProps = Omit<TextFieldProps, 'multiline' | 'rows' | 'error'> & {
  minRows?: number;
  maxRows?: number;
  /** A translated error message, shown with the error icon. */
  error?: string | null;
};

/**
 * The auto-growing textarea (docs/requirements.md#screens): grows with its text from `minRows` up to
 * `maxRows`.
 */
export const AutoGrowTextarea = ({
  minRows = 3,
  maxRows = 20,
  error,
  helperText,
  ...rest
}: AutoGrowTextareaProps) => (
  <TextField
    fullWidth
    {...rest}
    multiline
    minRows={minRows}
    maxRows={maxRows}
    error={Boolean(error)}
    helperText={error ? <ErrorText>{error}</ErrorText> : helperText}
  />
);
