DROP INDEX "supplier_types_name_idx";--> statement-breakpoint
DROP INDEX "supplier_types_name_unique";--> statement-breakpoint
DROP INDEX "suppliers_name_idx";--> statement-breakpoint
DROP INDEX "suppliers_city_idx";--> statement-breakpoint
DROP INDEX "suppliers_name_unique";--> statement-breakpoint
DROP INDEX "contacts_first_name_idx";--> statement-breakpoint
DROP INDEX "contacts_last_name_idx";--> statement-breakpoint
DROP INDEX "contacts_email_address_idx";--> statement-breakpoint
DROP INDEX "invoices_date_idx";--> statement-breakpoint
DROP INDEX "invoices_number_idx";--> statement-breakpoint
DROP INDEX "invoices_total_idx";--> statement-breakpoint
DROP INDEX "invoices_number_unique";--> statement-breakpoint
DROP INDEX "sponsors_name_idx";--> statement-breakpoint
DROP INDEX "templates_name_idx";--> statement-breakpoint
DROP INDEX "templates_code_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("first_name","affix","last_name","id");--> statement-breakpoint
CREATE INDEX "supplier_types_name_idx" ON "supplier_types" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_types_name_unique" ON "supplier_types" USING btree ("name") WHERE "supplier_types"."name" <> '';--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suppliers_city_idx" ON "suppliers" USING btree ("city","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree ("name") WHERE "suppliers"."name" <> '';--> statement-breakpoint
CREATE INDEX "contacts_first_name_idx" ON "contacts" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "contacts_last_name_idx" ON "contacts" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "contacts_email_address_idx" ON "contacts" USING btree ("email_address","id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("total","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("company_id","number") WHERE "invoices"."number" <> '';--> statement-breakpoint
CREATE INDEX "sponsors_name_idx" ON "sponsors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "templates_name_idx" ON "templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "templates_code_idx" ON "templates" USING btree ("code","id");