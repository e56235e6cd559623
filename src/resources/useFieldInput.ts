import { type InputProps, useInput, useTranslate } from 'react-admin';

const messageOf = (raw: unknown): { message: string; args?: Record<string, unknown> } => {
  if (typeof raw === 'string') return { message: raw };
  if (raw && typeof raw === 'object' && 'message' in raw && typeof raw.message === 'string') {
    const args =
      'args' in raw && raw.args && typeof raw.args === 'object' ? (raw.args as Record<string, unknown>) : {};
    return { message: raw.message, args };
  }
  return { message: '' };
};

/**
 * react-admin's useInput plus what our inputs show: the translated error (client or server
 * message, both i18n keys) and the translated label.
 */
export const useFieldInput = <T = unknown>(props: InputProps<T> & { label: string }) => {
  const translate = useTranslate();
  const input = useInput<T>(props);
  // The form validates on submit (and again on change after that), so an error is always news.
  // react-admin wraps a validator's key as {message, args}; a server error arrives as a string.
  const raw: unknown = input.fieldState.error?.message;
  const { message, args } = messageOf(raw);
  return {
    ...input,
    label: translate(props.label, { _: props.label }),
    error: message ? translate(message, { _: message, ...args }) : null,
    /** The error's own i18n key (or a server sentence), for inputs that say more about it. */
    errorKey: message || null,
  };
};
