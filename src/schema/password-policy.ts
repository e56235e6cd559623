/**
 * The password policy (docs/auth-api.md#passwords), one rule for the app and the server: a new
 * password is 10 to 128 characters, not only spaces, not guessable by the strength estimator
 * (zxcvbn score 3 of 4 or more, with Dutch and common dictionaries), does not contain the user's
 * e-mail address or name, and differs from the current one. Pure: the estimator is passed in
 * (src/schema/password-estimator.ts), so the browser can load its large dictionaries lazily while
 * the server imports them at start.
 */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
/** zxcvbn's score from 0 (too guessable) to 4 (very unguessable); below this a password is refused. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the estimator says of a password: its score, and which parts it found in the user inputs. */
export interface PasswordEstimate {
  score: PasswordScore;
  /** The parts of the password that match a user input (e-mail address, name), as typed. */
  personal: readonly string[];
}

export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordEstimate;

/** What is known of the user the password is for. */
export interface PasswordContext {
  /** The user's e-mail address and names; empty values are ignored. */
  userInputs?: readonly (string | null | undefined)[];
  /** The current password, when the caller knows it (change password). */
  current?: string;
}

/** The i18n keys of the reasons a password is refused (texts in src/i18n/resources.*.ts). */
export type PasswordProblem =
  | 'app.validation.password_too_short'
  | 'app.validation.too_long'
  | 'app.validation.password_blank'
  | 'app.validation.password_personal'
  | 'app.validation.password_weak'
  | 'app.validation.password_same';

/** A user input part shorter than this (a name like "Jan") alone does not make a password personal. */
const PERSONAL_MIN_LENGTH = 4;

/**
 * The checks that need no estimator (length, only spaces): cheap, so the server's request
 * validation and the app's form run them before anything else.
 */
export function passwordShapeProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'app.validation.password_too_short';
  if (password.length > PASSWORD_MAX) return 'app.validation.too_long';
  if (password.trim() === '') return 'app.validation.password_blank';
  return null;
}

/** The user inputs the estimator gets: each given value, the e-mail address's name part, and each word of a name. */
export function passwordUserInputs(values: readonly (string | null | undefined)[]): string[] {
  const inputs = new Set<string>();
  for (const value of values) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    inputs.add(text);
    const local = text.includes('@') ? text.slice(0, text.indexOf('@')) : text;
    inputs.add(local);
    for (const part of local.split(/[\s._+-]+/)) if (part) inputs.add(part);
  }
  return [...inputs];
}

/** Whether the password contains the e-mail address (or its name part) or a name of some length. */
const isPersonal = (password: string, userInputs: readonly string[], estimate: PasswordEstimate): boolean => {
  const lower = password.toLowerCase();
  if (userInputs.some((input) => input.length >= PERSONAL_MIN_LENGTH && lower.includes(input))) return true;
  return estimate.personal.some((part) => part.length >= PERSONAL_MIN_LENGTH);
};

export interface PasswordAssessment {
  /** The estimator's score; 0 for a password of the wrong shape or a personal one. */
  score: PasswordScore;
  /** Why the password is refused, or null when it may be used. */
  problem: PasswordProblem | null;
}

/** The score (for the strength meter) and the verdict of a new password, from one estimate. */
export function assessPassword(
  password: string,
  estimate: PasswordEstimator,
  context: PasswordContext = {},
): PasswordAssessment {
  const shape = passwordShapeProblem(password);
  if (shape) return { score: 0, problem: shape };
  const userInputs = passwordUserInputs(context.userInputs ?? []);
  const result = estimate(password, userInputs);
  const personal = isPersonal(password, userInputs, result);
  const score = personal ? 0 : result.score;
  if (context.current !== undefined && password === context.current) {
    return { score, problem: 'app.validation.password_same' };
  }
  if (personal) return { score, problem: 'app.validation.password_personal' };
  if (result.score < PASSWORD_MIN_SCORE) {
    return {
      score,
      problem:
        result.personal.length > 0 ? 'app.validation.password_personal' : 'app.validation.password_weak',
    };
  }
  return { score, problem: null };
}

/** The i18n key of why a new password is refused, or null when it may be used. */
export const passwordProblem = (
  password: string,
  estimate: PasswordEstimator,
  context: PasswordContext = {},
): PasswordProblem | null => assessPassword(password, estimate, context).problem;

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** The meter's word for a score: refused scores are weak, the lowest accepted fair. */
export const strengthOf = (score: PasswordScore): PasswordStrength =>
  score < PASSWORD_MIN_SCORE ? 'weak' : score === PASSWORD_MIN_SCORE ? 'fair' : 'strong';

/** 'Passwords do not match' when the confirmation differs (docs/requirements.md#texts-and-formats). */
export const confirmationError = (password: string, confirmation: string): string | null =>
  password !== confirmation ? 'app.common.passwords_do_not_match' : null;
