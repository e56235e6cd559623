import { useState } from 'react';
import { useToast } from '../../components/Toast';
import { httpStatus } from '../../providers/httpClient';

/**
 * Field errors of a 400 answer (docs/auth-api.md: `{message, errors: {field: message}}`),
 * as react-admin's HttpError carries them in `body`.
 */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (typeof error !== 'object' || error === null || !('body' in error)) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

export const jsonBody = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

/**
 * The submit of an account form: busy while the call runs; a 400's field errors land on their
 * fields; too many wrong current passwords (429) says so and when to try again; anything else is the
 * generic error toast. `fail` does the same for a call made elsewhere
 * (the password confirmation dialog).
 */
export function useFieldErrorSubmit() {
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** Puts a failed call's field errors on their fields, or shows what went wrong in a toast. */
  const fail = (failure: unknown) => {
    const fieldErrors = fieldErrorsOf(failure);
    setErrors(fieldErrors);
    if (httpStatus(failure) === 429) toast.error('app.account.confirm.too_many');
    else if (!Object.keys(fieldErrors).length) toast.error('app.common.something_went_wrong');
  };
  const send = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, send, fail };
}
