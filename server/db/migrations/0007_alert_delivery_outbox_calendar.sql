CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"alert_id" integer,
	"target_on" date NOT NULL,
	"user_id" integer,
	"to_address" text NOT NULL,
	"mail_id" integer,
	"occurrence" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_contract_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."contract_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_occurrence_idx" ON "alert_deliveries" USING btree ("occurrence");--> statement-breakpoint
CREATE INDEX "alert_deliveries_contract_idx" ON "alert_deliveries" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("next_attempt_at") WHERE "mails"."status" in ('queued', 'sending');--> statement-breakpoint
-- Mails the foundation left queued had no SMTP server to go to: they were kept, not pending.
UPDATE "mails" SET "status" = 'kept' WHERE "status" = 'queued';--> statement-breakpoint
-- The planner picks between walking the sort index and the trigram index by the share of rows a
-- search matches; with the default 100 histogram buckets a rare term (a contract number) was
-- sometimes estimated at 1% and walked 35,000 rows (40-200 ms). 1,000 buckets estimate it right.
-- (A one-column search index uses its column's statistics.)
DO $$
DECLARE search_index text;
BEGIN
  FOR search_index IN
    SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE c.relname LIKE '%\_search\_trgm\_idx' AND i.indexprs IS NOT NULL
  LOOP
    EXECUTE format('ALTER INDEX %I ALTER COLUMN 1 SET STATISTICS 1000', search_index);
  END LOOP;
END $$;
