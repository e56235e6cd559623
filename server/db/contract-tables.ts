/**
 * The rows that hang off a contract and are not resources of their own: its documents (files
 * under DATA_DIR/files), its manual alerts, the alerts sent and the handled deadlines. Both belong to the contract's company (the tenant
 * filter is checked through the contract) and go with the contract when it is deleted.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { OUTCOMES } from '../../src/schema/contract-dates';
import { tsvector } from './document-words';
import { resourceTables } from './resource-tables';
import { companies, mails, users } from './schema';

const contractId = () =>
  integer('contract_id')
    .notNull()
    .references(() => getTableColumns(resourceTables.contracts).id as never, { onDelete: 'cascade' });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    contractId: contractId(),
    /** The name it was uploaded with, cleaned of paths and control characters; shown and downloaded as. */
    fileName: text('file_name').notNull(),
    /** A generated name under DATA_DIR/files: never derived from the upload. */
    storageName: text('storage_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The document's text, which the contract search matches (server/contracts/document-text.ts):
     * null until it has been read, '' for a file without text (a scan, an image).
     */
    text: text('text'),
    /**
     * The words of `text` as the search matches them (document-text.ts: `documentWords`); their
     * union over a contract's documents is the contract's `document_words`, which the list's
     * search uses (document-words.ts); these tell which document holds a search.
     */
    words: tsvector('words'),
  },
  (t) => [
    index('contract_documents_contract_idx').on(t.contractId),
    uniqueIndex('contract_documents_storage_idx').on(t.storageName),
    // The documents still to read, found without a scan.
    index('contract_documents_unread_idx').on(t.id).where(sql`${t.text} is null`),
  ],
);

/** An alert with its own send-on date and message (docs/requirements.md#alerts-and-mail). */
export const contractAlerts = pgTable(
  'contract_alerts',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    contractId: contractId(),
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    message: text('message').notNull(),
    /** Users to mail; empty: the contract's receivers (or its owner). */
    receivers: integer('receivers').array().notNull().default(sql`'{}'::integer[]`),
    /** A disabled alert sends nothing until enabled again. */
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on every change: the scheduler's runs between full ones look at alerts changed since. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_alerts_contract_idx').on(t.contractId),
    index('contract_alerts_send_on_idx').on(t.sendOn),
  ],
);

export const ALERT_KINDS = ['end', 'notice', 'manual'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Each alert occurrence that was turned into a mail: written with the mail in one transaction
 * under a unique `occurrence` key (kind, contract or manual alert, the date it is about, the
 * receiver), so no occurrence is mailed twice, whichever process or run gets there first.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    contractId: contractId(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    alertId: integer('alert_id').references(() => contractAlerts.id, { onDelete: 'set null' }),
    /** The end date, the notice deadline, or the manual alert's send-on date. */
    targetOn: date('target_on', { mode: 'string' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
    occurrence: text('occurrence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_occurrence_idx').on(t.occurrence),
    index('alert_deliveries_contract_idx').on(t.contractId, t.createdAt),
  ],
);

export const HANDLED_VIA = ['app', 'link'] as const;

/**
 * The history of a contract's handled terms (docs/requirements.md#handled-deadlines): who said
 * what became of a term, when, and how. One per contract and term: two people handling the same
 * term at once get one row and one "already handled". The contract keeps the current one in
 * `handled_outcome` and `handled_term_ends_at`.
 */
export const contractOutcomes = pgTable(
  'contract_outcomes',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    contractId: contractId(),
    /** The end of the handled term and its notice deadline, as they were. */
    termEndsAt: date('term_ends_at', { mode: 'string' }).notNull(),
    noticeDeadline: date('notice_deadline', { mode: 'string' }),
    outcome: text('outcome', { enum: OUTCOMES }).notNull(),
    /** Renewed: the new end date, and the agreed end date it replaced. */
    newEndsAt: date('new_ends_at', { mode: 'string' }),
    previousEndsAt: date('previous_ends_at', { mode: 'string' }),
    /** A new contract: the one that follows this one up. */
    followUpId: integer('follow_up_id').references(
      () => getTableColumns(resourceTables.contracts).id as never,
      { onDelete: 'set null' },
    ),
    note: text('note'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was, so the history still says who after the user is gone. */
    handledByName: text('handled_by_name').notNull(),
    via: text('via', { enum: HANDLED_VIA }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_outcomes_term_idx').on(t.contractId, t.termEndsAt)],
);

/**
 * The private links in alert mails that mark a deadline handled without signing in: one per
 * alert mail, stored as the hash of a 256-bit token, usable once, until the deadline it is about.
 */
export const deadlineLinks = pgTable(
  'deadline_links',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    contractId: contractId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termEndsAt: date('term_ends_at', { mode: 'string' }).notNull(),
    /** The last day the link works: the deadline the mail is about. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deadline_links_token_idx').on(t.tokenHash),
    index('deadline_links_contract_idx').on(t.contractId),
  ],
);

/**
 * The weekly digests (server/digest/weekly.ts): one row per user and ISO week, written with its
 * mail in one transaction under a unique key, so two processes, a crash or a restart never send a
 * week's digest twice. An empty week is recorded without a mail: nothing to send, nothing to redo.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** '2026-W48' */
    week: text('week').notNull(),
    deadlines: integer('deadlines').notNull(),
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('digest_deliveries_user_week_idx').on(t.userId, t.week)],
);
