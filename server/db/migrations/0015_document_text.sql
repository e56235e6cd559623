ALTER TABLE "contract_documents" ADD COLUMN "text" text;--> statement-breakpoint
CREATE INDEX "contract_documents_text_trgm_idx" ON "contract_documents" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_documents_unread_idx" ON "contract_documents" USING btree ("id") WHERE "contract_documents"."text" is null;