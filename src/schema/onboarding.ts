/**
 * What onboarding a company takes (POST /api/onboarding, the "Nieuw bedrijf" screen): the company
 * with its billing details, its first subscription and its first company admin, each part checked
 * by its resource's own input schema, so the rules are exactly those of the resources' forms and
 * API. Shared by app and server: pure.
 */
import type { z } from 'zod';
import { invoiceableCompany } from './resources/companies';
import { subscriptions } from './resources/subscriptions';
import { users } from './resources/users';

export const ONBOARDING_PARTS = {
  company: invoiceableCompany,
  subscription: subscriptions.input.pick({ plan: true, startsAt: true }),
  admin: users.input.pick({
    firstName: true,
    affix: true,
    lastName: true,
    emailAddress: true,
    telephone: true,
  }),
} as const;

export type OnboardingPart = keyof typeof ONBOARDING_PARTS;
export type OnboardingInput = { [P in OnboardingPart]: z.output<(typeof ONBOARDING_PARTS)[P]> };

/** Field errors keyed the way the form names its inputs ('company.kvkNumber'), i18n keys as values. */
export type FieldErrors = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every part checked, every error of the whole request at once (not only the first part's): the
 * parsed parts, and the errors of those that failed. A missing part counts as an empty one, so its
 * required fields are named.
 */
export function parseOnboarding(body: unknown): {
  parts: Partial<OnboardingInput>;
  errors: FieldErrors;
} {
  const source = isRecord(body) ? body : {};
  const parts: Partial<Record<OnboardingPart, unknown>> = {};
  const errors: FieldErrors = {};
  for (const part of Object.keys(ONBOARDING_PARTS) as OnboardingPart[]) {
    const raw = isRecord(source[part]) ? source[part] : {};
    const parsed = ONBOARDING_PARTS[part].safeParse(raw);
    if (parsed.success) {
      parts[part] = parsed.data;
      continue;
    }
    for (const issue of parsed.error.issues) errors[[part, ...issue.path].join('.')] ??= issue.message;
  }
  return { parts: parts as Partial<OnboardingInput>, errors };
}

/** Field errors of one part ('emailAddress') as errors of the whole request ('admin.emailAddress'). */
export const prefixErrors = (part: OnboardingPart, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${part}.${field}`, message]));

/**
 * One field's checked value even when other fields of its part fail, or undefined: the server's
 * stored checks (a used e-mail address, an inactive plan) still run, so one answer names them all.
 */
export function validField(body: unknown, part: OnboardingPart, field: string): unknown {
  const source = isRecord(body) && isRecord(body[part]) ? body[part] : {};
  const schema = (ONBOARDING_PARTS[part].shape as Record<string, z.ZodType>)[field];
  const parsed = schema?.safeParse(source[field]);
  return parsed?.success ? parsed.data : undefined;
}
