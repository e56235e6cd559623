CREATE INDEX "contacts_company_first_name_idx" ON "contacts" USING btree ("company_id","first_name","id");--> statement-breakpoint
CREATE INDEX "contacts_company_last_name_idx" ON "contacts" USING btree ("company_id","last_name","id");--> statement-breakpoint
CREATE INDEX "contacts_company_email_address_idx" ON "contacts" USING btree ("company_id","email_address","id");--> statement-breakpoint
CREATE INDEX "contacts_company_name_idx" ON "contacts" USING btree ("company_id","first_name","affix","last_name","id");--> statement-breakpoint
CREATE INDEX "contracts_company_number_idx" ON "contracts" USING btree ("company_id","number","id");--> statement-breakpoint
CREATE INDEX "contracts_company_starts_at_idx" ON "contracts" USING btree ("company_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "contracts_company_ends_at_idx" ON "contracts" USING btree ("company_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "contracts_company_yearly_value_idx" ON "contracts" USING btree ("company_id","yearly_value","id");--> statement-breakpoint
CREATE INDEX "contracts_company_yearly_value_incl_vat_idx" ON "contracts" USING btree ("company_id","yearly_value_incl_vat","id");--> statement-breakpoint
CREATE INDEX "contracts_company_current_ends_at_idx" ON "contracts" USING btree ("company_id","current_ends_at","id");--> statement-breakpoint
CREATE INDEX "contracts_company_notice_deadline_idx" ON "contracts" USING btree ("company_id","notice_deadline","id");--> statement-breakpoint
CREATE INDEX "contracts_archived_current_ends_at_idx" ON "contracts" USING btree ("company_id","archived","current_ends_at","id");--> statement-breakpoint
CREATE INDEX "contracts_archived_notice_deadline_idx" ON "contracts" USING btree ("company_id","archived","notice_deadline","id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_starts_at_idx" ON "subscriptions" USING btree ("company_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_ends_at_idx" ON "subscriptions" USING btree ("company_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_number_idx" ON "invoices" USING btree ("company_id","number","id");--> statement-breakpoint
CREATE INDEX "invoices_company_total_idx" ON "invoices" USING btree ("company_id","total","id");