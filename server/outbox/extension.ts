/**
 * The outbox's server side (docs/architecture.md#mail-and-files). The engine lists and shows the
 * `mails` resource (src/schema/resources/mails.ts) to platform admins; this adds what it cannot:
 * the status filter (one status or several, checked against the known ones) and, on a mail's own
 * answer, its texts as platform admins may read them and the names of its attachments.
 *
 * The tokens of single-use links (password reset, welcome) are stored sealed (server/mail/
 * sealed-links.ts) and shown only where the outbox is their delivery and nobody gains an account
 * by it (docs/auth-api.md#links-in-mails): in a kept mail (no SMTP server), to a platform admin,
 * for a recipient who is no platform admin or who is the viewer. Every other token is hidden
 * (HIDDEN_TOKEN, shown as "[verborgen]"): a platform admin cannot take over another platform
 * admin, whom super login refuses, through their reset or welcome link.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { onRouteHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { PLATFORM_ADMIN } from '../../src/schema/access';
import { MAIL_STATUSES } from '../../src/schema/mail-statuses';
import { HIDDEN_TOKEN, type MailDetail } from '../../src/schema/resources/mails';
import { hashToken } from '../auth/tokens';
import { attachmentNames } from '../billing/invoice-pdf';
import type { Database } from '../db/client';
import { mails, passwordResetTokens, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { LinkSeal } from '../mail/sealed-links';
import type { ResourceExtension } from '../resources/extensions';

const status = z.enum(MAIL_STATUSES);
const statusFilter = z.union([status, z.array(status).max(MAIL_STATUSES.length)]);

function statusCondition(value: unknown, column: PgColumn): SQL {
  const parsed = statusFilter.safeParse(value);
  if (!parsed.success) throw new ApiError(400, `Filter status: expected one of ${MAIL_STATUSES.join(', ')}`);
  const statuses = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  return statuses.length === 0 ? sql`false` : inArray(column, statuses);
}

interface Person {
  id: number;
  roles: number[];
}

const isAdmin = (person: Person) => person.roles.includes(PLATFORM_ADMIN);

/**
 * Which of `tokens` `viewerId` may read in a mail to `toAddress` with `status`: only in a kept
 * mail, and only a token whose user (the reset token's owner) exists and is no platform admin
 * or is the viewer; a mail to a platform admin's address shows none to anyone else.
 */
async function visibleTokens(
  db: Database,
  mail: { toAddress: string; status: string },
  tokens: readonly string[],
  viewerId: number | null,
): Promise<Set<string>> {
  if (mail.status !== 'kept' || tokens.length === 0 || viewerId === null) return new Set();
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const owners = await db
    .select({ hash: passwordResetTokens.tokenHash, id: users.id, roles: users.roles })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(inArray(passwordResetTokens.tokenHash, [...byHash.keys()]));
  const recipients = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(sql`lower(${users.emailAddress})`, mail.toAddress.trim().toLowerCase()));
  if (recipients.some((person) => isAdmin(person) && person.id !== viewerId)) return new Set();
  return new Set(
    owners
      .filter((owner) => !isAdmin(owner) || owner.id === viewerId)
      .map((owner) => byHash.get(owner.hash) ?? ''),
  );
}

/** The record the engine answers, with what the mail's page shows besides. */
async function withTexts(
  db: Database,
  links: LinkSeal,
  record: { id: number },
  viewerId: number | null,
): Promise<MailDetail> {
  const [mail] = await db
    .select({
      toAddress: mails.toAddress,
      text: mails.text,
      html: mails.html,
      status: mails.status,
      attachments: mails.attachments,
    })
    .from(mails)
    .where(eq(mails.id, record.id));
  const tokens = [...links.tokens(mail.text, mail.toAddress), ...links.tokens(mail.html, mail.toAddress)];
  const visible = await visibleTokens(
    db,
    mail,
    tokens.filter((token) => token !== null),
    viewerId,
  );
  const shown = (token: string | null) => (token !== null && visible.has(token) ? token : HIDDEN_TOKEN);
  return {
    ...(record as MailDetail),
    text: links.reveal(mail.text, mail.toAddress, shown),
    html: links.reveal(mail.html, mail.toAddress, shown),
    // Made at send time; the outbox names them (an invoice's PDF file name).
    attachments: await attachmentNames(db, mail.attachments ?? []),
  };
}

const SHOW_URL = '/api/mails/:id';

/** The outbox's filter and texts; `links` opens the sealed tokens (the mailer's). */
export const outboxExtension = (links: LinkSeal): ResourceExtension => ({
  filters: { status: (value, { columns }) => statusCondition(value, columns.status) },
  routes(app, { db }) {
    // The engine's show route is registered after this: its answer gets the texts on top.
    const addTexts: preSerializationAsyncHookHandler = async (request, reply, payload) => {
      const record = payload as { id?: unknown } | null;
      return reply.statusCode === 200 && typeof record?.id === 'number'
        ? withTexts(db, links, record as { id: number }, request.auth?.user.id ?? null)
        : payload;
    };
    const onShowRoute: onRouteHookHandler = (route) => {
      if (route.method !== 'GET' || route.url !== SHOW_URL) return;
      const own = route.preSerialization;
      route.preSerialization = [...(own ? (Array.isArray(own) ? own : [own]) : []), addTexts];
    };
    app.addHook('onRoute', onShowRoute);
  },
});
