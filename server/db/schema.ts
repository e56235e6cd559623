/**
 * Tables of the foundation: tenants, people, sessions and the records security needs.
 * Resource tables declared with the schema DSL join these in a later step.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALERT_MAIL_MODES } from '../../src/schema/digest';
import { MAIL_STATUSES } from '../../src/schema/mail-statuses';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Tenants. Their billing details are declared fields (src/schema/resources/companies.ts). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kvkNumber: text('kvk_number').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  address: text('address').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  city: text('city').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  iban: text('iban').notNull().default(''),
  /** When, and by whom, the company's admin accepted the terms of service (self-service start). */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  termsAcceptedBy: integer('terms_accepted_by'),
  /** What new contracts' alerts start as (src/schema/alert-defaults.ts); null: the built-in ones. */
  alertDefaults: jsonb('alert_defaults'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    city: text('city').notNull().default(''),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_company_idx').on(t.companyId),
    // One main location per company.
    uniqueIndex('locations_one_main_idx').on(t.companyId).where(sql`${t.isMain}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    affix: text('affix').notNull().default(''),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    telephone: text('telephone').notNull().default(''),
    roles: integer('roles').array().notNull(),
    /** Locations the user is restricted to; empty means all locations of the company. */
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    avatarVersion: integer('avatar_version').notNull().default(0),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** The last TOTP time step accepted: a code of that step or earlier is never accepted again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Alert mails one by one, as a weekly digest, or both (src/schema/digest.ts). */
    alertMail: text('alert_mail', { enum: ALERT_MAIL_MODES }).notNull().default('single'),
    /** The days ahead the weekly digest covers. */
    digestDays: integer('digest_days').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.emailAddress})`),
    index('users_company_idx').on(t.companyId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the download-only token issued with this session. */
    downloadTokenHash: text('download_token_hash').notNull(),
    /** Set on a super-login session: the platform admin acting as this user. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    uniqueIndex('sessions_download_token_idx').on(t.downloadTokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash)],
);

/** Failed sign-ins, counted per account and per address to throttle guessing across processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.at),
    index('login_failures_ip_idx').on(t.ipAddress, t.at),
  ],
);

/** Each search index's size per row when it was last built (server/db/index-rebuild.ts). */
export const indexBuilds = pgTable('index_builds', {
  indexName: text('index_name').primaryKey(),
  bytesPerRow: doublePrecision('bytes_per_row').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    /** Who did it (null for an unknown address at sign-in). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whom it concerned, when another user (impersonation). */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId)],
);

/** Outgoing mail: every message is recorded here; with SMTP_URL it is also sent. */
/**
 * The outbox: every mail is written here first (server/mail). With SMTP a delivery worker claims
 * due rows (`next_attempt_at`), sends them and marks them sent, or queues them again with back-off
 * and finally marks them failed; without SMTP a mail is `kept` here for platform admins to read.
 */

/** A mail's attachment by reference: what it is and which row it is made from. */
export interface MailAttachmentRef {
  kind: 'invoice';
  id: number;
}

export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The template it was rendered from (null: a mail without template). */
    code: text('code'),
    /** Files made at send time from the rows they name (an invoice's PDF), so none is stored twice. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued mail is due, or when a claimed ('sending') mail's claim runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Message-ID it was sent with: the same on every attempt, so a receiver can drop a repeat. */
    messageId: text('message_id'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mails_created_idx').on(t.createdAt),
    index('mails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
  ],
);

/** A user's private calendar feed (/api/calendar/<token>.ics); the token is stored hashed. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);
