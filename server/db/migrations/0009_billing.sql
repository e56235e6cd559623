CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"monthly_price" numeric(14, 2) NOT NULL,
	"max_users" integer,
	"max_contracts" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Edited by hand (data, not schema): every install starts with three plans, and the plan names that
-- subscriptions had as text become plans of their own (inactive, price 0) before the column turns
-- into a reference.
INSERT INTO "plans" ("name", "monthly_price", "max_users", "max_contracts", "active") VALUES
	('Basis', 19.00, 3, 50, true),
	('Zakelijk', 49.00, 10, 500, true),
	('Onbeperkt', 129.00, NULL, NULL, true);--> statement-breakpoint
INSERT INTO "plans" ("name", "monthly_price", "active")
	SELECT DISTINCT "plan", 0, false FROM "subscriptions" WHERE "plan" NOT IN (SELECT "name" FROM "plans");--> statement-breakpoint
UPDATE "subscriptions" SET "plan" = (SELECT "id"::text FROM "plans" WHERE "plans"."name" = "subscriptions"."plan");--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "plan" SET DATA TYPE integer USING "plan"::integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kvk_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zipcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "terms_accepted_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Edited by hand: invoices written before the billing run (demo data) are tied to their company's
-- first subscription and to the month of their date; those of a company without one are dropped.
ALTER TABLE "invoices" ADD COLUMN "subscription" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
UPDATE "invoices" SET
	"subscription" = (SELECT "id" FROM "subscriptions" s WHERE s."company_id" = "invoices"."company_id" ORDER BY s."starts_at", s."id" LIMIT 1),
	"period_start" = date_trunc('month', "date")::date,
	"period_end" = (date_trunc('month', "date") + interval '1 month' - interval '1 day')::date,
	"due_date" = "date" + 14;--> statement-breakpoint
DELETE FROM "invoices" WHERE "subscription" IS NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "subscription" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "period_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "period_end" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_kvk_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "plans_name_idx" ON "plans" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "plans_monthly_price_idx" ON "plans" USING btree ("monthly_price","id");--> statement-breakpoint
CREATE INDEX "plans_search_trgm_idx" ON "plans" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_unique" ON "plans" USING btree ("name") WHERE "plans"."name" <> '';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_subscriptions_id_fk" FOREIGN KEY ("subscription") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan");--> statement-breakpoint
CREATE INDEX "subscriptions_starts_at_idx" ON "subscriptions" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_ends_at_idx" ON "subscriptions" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_period_start_unique" ON "invoices" USING btree ("company_id","subscription","period_start");