CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
-- Edited by hand (data, not schema): numbers already given out as YYYY-NNNNN continue after the
-- highest of their year, so the billing run never hands one out again.
INSERT INTO "invoice_number_counters" ("year", "last")
	SELECT substr("number", 1, 4)::integer, max(substr("number", 6)::integer) FROM "invoices"
	WHERE "number" ~ '^[0-9]{4}-[0-9]{1,9}$' GROUP BY 1;
