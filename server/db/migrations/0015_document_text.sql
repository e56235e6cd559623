ALTER TABLE "contract_documents" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD COLUMN "words" "tsvector";--> statement-breakpoint
CREATE INDEX "contract_documents_words_idx" ON "contract_documents" USING gin ("words");--> statement-breakpoint
CREATE INDEX "contract_documents_unread_idx" ON "contract_documents" USING btree ("id") WHERE "contract_documents"."text" is null;