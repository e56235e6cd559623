/**
 * The welcome mail (template `user_welcome`): a user created through the users API or by
 * onboarding gets a link to choose a password, valid for WELCOME_LIFETIME, usable once on the
 * app's reset page. Sent after the user row is committed, so a refused or rolled-back create mails
 * nobody.
 */
import { eq } from 'drizzle-orm';
import type { Row } from '../../src/schema/dsl';
import { recipientValues } from '../../src/schema/template-placeholders';
import { companies } from '../db/schema';
import type { AppDeps } from '../deps';
import type { ResourceExtension } from '../resources/extensions';
import { issueResetLink, WELCOME_LIFETIME } from './reset-tokens';

/** What `{{company.name}}` says for a platform admin, who belongs to no company. */
const NO_COMPANY = 'platformbeheer';

async function companyName(deps: Pick<AppDeps, 'db'>, companyId: unknown): Promise<string> {
  if (typeof companyId !== 'number') return NO_COMPANY;
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? NO_COMPANY;
}

/** Mails a new, active user the link to choose a password (after their row is committed). */
export async function sendWelcomeMail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  user: Row,
): Promise<void> {
  // A user created inactive cannot sign in yet; a reset request mails them once they are active.
  if (user.active !== true) return;
  const link = await issueResetLink(deps.db, user.id, deps.config.appUrl, deps.now(), WELCOME_LIFETIME);
  await deps.mailer.sendTemplate('user_welcome', String(user.emailAddress), {
    ...recipientValues({
      firstName: String(user.firstName),
      affix: String(user.affix ?? ''),
      lastName: String(user.lastName),
    }),
    'user.emailAddress': String(user.emailAddress),
    'company.name': await companyName(deps, user.companyId),
    link,
    expiresIn: WELCOME_LIFETIME.text,
  });
}

export function welcomeExtension(deps: Pick<AppDeps, 'mailer' | 'config'>): ResourceExtension {
  return {
    afterCreate: (env, user: Row) => sendWelcomeMail({ ...deps, db: env.db, now: env.now }, user),
  };
}
