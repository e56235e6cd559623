/** docs/auth-api.md: passwords are 10 to 128 characters; the server checks the same bounds. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** The i18n key of what is wrong with a new password, or null. */
export const newPasswordError = (password: string): string | null =>
  password.length < PASSWORD_MIN || password.length > PASSWORD_MAX ? 'app.common.password_too_short' : null;

/** 'Passwords do not match' when the confirmation differs (docs/requirements.md#texts-and-formats). */
export const confirmationError = (password: string, confirmation: string): string | null =>
  password !== confirmation ? 'app.common.passwords_do_not_match' : null;
