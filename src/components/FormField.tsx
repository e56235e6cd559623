import { TextField, type TextFieldProps } from '@mui/material';
import { ErrorText } from './ErrorText';

export type FormFieldProps = Omit<TextFieldProps, 'error'> & {
  /** A translated error message; shown with an error icon under the field (docs/requirements.md#screens). */
  error?: string | null;
};

/**
 * A text input for our hand-written forms. `required` puts the asterisk on the label
 * (docs/requirements.md#screens); an error replaces the helper text with icon + message.
 */
export const FormField = ({ error, helperText, ...rest }: FormFieldProps) => (
  <TextField
    fullWidth
    margin="normal"
    {...rest}
    error={Boolean(error)}
    helperText={error ? <ErrorText>{error}</ErrorText> : helperText}
  />
);
