/**
 * The rows that hang off a contract and are not resources of their own: its documents (files
 * under DATA_DIR/files) and its manual alerts. Both belong to the contract's company (the tenant
 * filter is checked through the contract) and go with the contract when it is deleted.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { resourceTables } from './resource-tables';
import { companies, mails, users } from './schema';

/** PostgreSQL's full-text document type: a sorted set of lexemes (here without positions). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
     * The words of `text` as the search matches them (document-text.ts: `documentWords`): a word
     * index finds a word in 100,000 documents without reading their text, as a substring index
     * over whole documents cannot.
     */
    words: tsvector('words'),
  },
  (t) => [
    index('contract_documents_contract_idx').on(t.contractId),
    uniqueIndex('contract_documents_storage_idx').on(t.storageName),
    index('contract_documents_words_idx').using('gin', t.words),
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
