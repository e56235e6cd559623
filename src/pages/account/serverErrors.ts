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
