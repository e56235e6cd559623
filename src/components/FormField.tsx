import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

export type FormFieldProps = Omit<TextFieldProps, 'error'> & {
  /** A translated error message; shown with an error icon under the field (docs/requirements.md#screens). */
  error?: string | null;
};

/** Error icon + message (docs/requirements.md#screens), for any input's helper text. */
export const ErrorText = ({ children }: { children: ReactNode }) => (
  <Box component="span" role="alert" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    <ErrorOutlineIcon fontSize="inherit" aria-hidden />
    {children}
  </Box>
);

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
