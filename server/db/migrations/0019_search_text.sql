DROP INDEX "supplier_types_search_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "plans_search_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_search_trgm_idx";--> statement-breakpoint
DROP INDEX "sponsors_search_trgm_idx";--> statement-breakpoint
DROP INDEX "offer_requests_search_trgm_idx";--> statement-breakpoint
DROP INDEX "offers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "templates_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "supplier_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name")) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "email_address" || ' ' || "city" || ' ' || "kvk_number")) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || "email_address")) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("number" || ' ' || "reference" || ' ' || "description" || ' ' || "supplier_name")) STORED;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name")) STORED;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("number")) STORED;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "email_address")) STORED;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title")) STORED;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title")) STORED;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "subject")) STORED;--> statement-breakpoint
CREATE INDEX "supplier_types_search_trgm_idx" ON "supplier_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plans_search_trgm_idx" ON "plans" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsors_search_trgm_idx" ON "sponsors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offer_requests_search_trgm_idx" ON "offer_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_search_trgm_idx" ON "offers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_search_trgm_idx" ON "templates" USING gin ("search_text" gin_trgm_ops);