DROP INDEX "supplier_types_name_idx";--> statement-breakpoint
DROP INDEX "suppliers_name_idx";--> statement-breakpoint
DROP INDEX "suppliers_city_idx";--> statement-breakpoint
DROP INDEX "contacts_company_first_name_idx";--> statement-breakpoint
DROP INDEX "contacts_first_name_idx";--> statement-breakpoint
DROP INDEX "contacts_company_last_name_idx";--> statement-breakpoint
DROP INDEX "contacts_last_name_idx";--> statement-breakpoint
DROP INDEX "contacts_company_email_address_idx";--> statement-breakpoint
DROP INDEX "contacts_email_address_idx";--> statement-breakpoint
DROP INDEX "contacts_company_name_idx";--> statement-breakpoint
DROP INDEX "contacts_name_idx";--> statement-breakpoint
DROP INDEX "contracts_company_number_idx";--> statement-breakpoint
DROP INDEX "contracts_number_idx";--> statement-breakpoint
DROP INDEX "plans_name_idx";--> statement-breakpoint
DROP INDEX "invoices_company_number_idx";--> statement-breakpoint
DROP INDEX "invoices_number_idx";--> statement-breakpoint
DROP INDEX "sponsors_name_idx";--> statement-breakpoint
DROP INDEX "templates_name_idx";--> statement-breakpoint
ALTER TABLE "supplier_types" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "city_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("city", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_name_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("first_name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "affix_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("affix", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_name_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("last_name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_address_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("email_address", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "number_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("number", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("number", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD COLUMN "title_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("title", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("title", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_types_name_idx" ON "supplier_types" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "suppliers_city_idx" ON "suppliers" USING btree ("city_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_company_first_name_idx" ON "contacts" USING btree ("company_id","first_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_first_name_idx" ON "contacts" USING btree ("first_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_company_last_name_idx" ON "contacts" USING btree ("company_id","last_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_last_name_idx" ON "contacts" USING btree ("last_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_company_email_address_idx" ON "contacts" USING btree ("company_id","email_address_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_email_address_idx" ON "contacts" USING btree ("email_address_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_company_name_idx" ON "contacts" USING btree ("company_id","first_name_sort_key","affix_sort_key","last_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("first_name_sort_key","affix_sort_key","last_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "contracts_company_number_idx" ON "contracts" USING btree ("company_id","number_sort_key","id");--> statement-breakpoint
CREATE INDEX "contracts_number_idx" ON "contracts" USING btree ("number_sort_key","id");--> statement-breakpoint
CREATE INDEX "plans_name_idx" ON "plans" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "invoices_company_number_idx" ON "invoices" USING btree ("company_id","number_sort_key","id");--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("number_sort_key","id");--> statement-breakpoint
CREATE INDEX "sponsors_name_idx" ON "sponsors" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "templates_name_idx" ON "templates" USING btree ("name_sort_key","id");