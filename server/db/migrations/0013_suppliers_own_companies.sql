DROP INDEX "suppliers_name_unique";--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suppliers_company_idx" ON "suppliers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_own_unique" ON "suppliers" USING btree ("company_id","name") WHERE ("suppliers"."company_id" is not null and "suppliers"."name" <> '');--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree ("name") WHERE ("suppliers"."company_id" is null and "suppliers"."name" <> '');