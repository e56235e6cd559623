/** Rows of the billing run (server/billing/run.ts) that are not resources of their own. */
import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The last invoice number given out per year. Its row is locked while a billing chunk numbers its
 * invoices, so writers take turns and the numbers of a year have no gaps and no repeats.
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});
