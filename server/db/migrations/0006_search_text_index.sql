DROP INDEX "supplier_types_name_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_email_address_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_city_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_kvk_number_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_email_address_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_number_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_reference_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_description_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_supplier_name_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_number_trgm_idx";--> statement-breakpoint
DROP INDEX "sponsors_name_trgm_idx";--> statement-breakpoint
DROP INDEX "templates_name_trgm_idx";--> statement-breakpoint
DROP INDEX "templates_subject_trgm_idx";--> statement-breakpoint
CREATE INDEX "supplier_types_search_trgm_idx" ON "supplier_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin (("name" || ' ' || "email_address" || ' ' || "city" || ' ' || "kvk_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin (("number" || ' ' || "reference" || ' ' || "description" || ' ' || "supplier_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsors_search_trgm_idx" ON "sponsors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_search_trgm_idx" ON "templates" USING gin (("name" || ' ' || "subject") gin_trgm_ops);