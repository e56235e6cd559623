/**
 * The rows around offer requests that are not resources of their own (docs/requirements.md#offers):
 * the sponsors' private links, the record of every share with a sponsor, and the offers' PDFs.
 * Each goes with its request (and so with its contract) when that is deleted.
 */
import { getTableColumns } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { resourceTables } from './resource-tables';
import { companies, mails } from './schema';

const requestId = () =>
  integer('request_id')
    .notNull()
    .references(() => getTableColumns(resourceTables['offer-requests']).id as never, { onDelete: 'cascade' });
/** A sponsor's links go with it; what was shared with it is kept: a sponsor with shares is deactivated, not deleted. */
const sponsorId = (onDelete: 'cascade' | 'restrict') =>
  integer('sponsor_id')
    .notNull()
    .references(() => getTableColumns(resourceTables.sponsors).id as never, { onDelete });

/**
 * One link per request and sponsor: the sponsor's form (/aanbod/<token>), stored as the hash of a
 * 256-bit token, working until the notice deadline while the request is live; used once.
 */
export const offerLinks = pgTable(
  'offer_links',
  {
    id: serial('id').primaryKey(),
    requestId: requestId(),
    sponsorId: sponsorId('cascade'),
    tokenHash: text('token_hash').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** When the sponsor sent its offer through it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_links_token_idx').on(t.tokenHash),
    // The claim that sends a request to a sponsor once, whichever process is first.
    uniqueIndex('offer_links_request_sponsor_idx').on(t.requestId, t.sponsorId),
    index('offer_links_sponsor_idx').on(t.sponsorId),
  ],
);

/**
 * What was shared with a sponsor, when and by which mail: `request` (the anonymous request) or
 * `identity` (the company's name and contact, when it showed interest). `values` holds the shared
 * values by name, as they were sent.
 */
export const offerShares = pgTable(
  'offer_shares',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: requestId(),
    sponsorId: sponsorId('restrict'),
    kind: text('kind', { enum: ['request', 'identity'] }).notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_shares_request_idx').on(t.requestId),
    index('offer_shares_sponsor_idx').on(t.sponsorId),
  ],
);

/**
 * An offer's PDF: under DATA_DIR/files/<contract id>/ (it goes with the contract's folder). A
 * deleted offer leaves its row without offer; `removeOrphanPdfs` then removes file and row.
 */
export const offerFiles = pgTable(
  'offer_files',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id').references(() => getTableColumns(resourceTables.offers).id as never, {
      onDelete: 'set null',
    }),
    storageName: text('storage_name').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_files_offer_idx').on(t.offerId)],
);
