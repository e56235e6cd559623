ALTER TABLE "contracts" ADD COLUMN "cost_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "cost_period" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "vat_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payment_term_days" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "yearly_value_incl_vat" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "contracts_yearly_value_incl_vat_idx" ON "contracts" USING btree ("yearly_value_incl_vat","id");