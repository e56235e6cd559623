-- Searched texts folded: lower case without accents (server/db/search-text.ts). Dropping a column drops
-- its trigram index, made again below.
ALTER TABLE "supplier_types" drop column "search_text";--> statement-breakpoint
ALTER TABLE "supplier_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name" || ' ' || "email_address" || ' ' || "city" || ' ' || "kvk_number", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("first_name" || ' ' || "last_name" || ' ' || "email_address", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "contracts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("number" || ' ' || "reference" || ' ' || "description" || ' ' || "supplier_name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "plans" drop column "search_text";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "invoices" drop column "search_text";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("number", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "sponsors" drop column "search_text";--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name" || ' ' || "email_address", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "offer_requests" drop column "search_text";--> statement-breakpoint
ALTER TABLE "offer_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("title", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "offers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("title", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "templates" drop column "search_text";--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("name" || ' ' || "subject", NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "supplier_types_search_trgm_idx" ON "supplier_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plans_search_trgm_idx" ON "plans" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsors_search_trgm_idx" ON "sponsors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offer_requests_search_trgm_idx" ON "offer_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_search_trgm_idx" ON "offers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_search_trgm_idx" ON "templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The documents' words folded alike (server/contracts/document-text.ts); only words with a character
-- beyond ASCII change.
UPDATE "contract_documents" SET "words" = array_to_tsvector(array(select distinct folded from (select lower(regexp_replace(normalize(lexeme, NFD), '[\u0300-\u036f]', '', 'g')) as folded from unnest(tsvector_to_array("words")) as lexeme) as words where folded <> ''))
  WHERE "words" IS NOT NULL AND octet_length("words"::text) <> char_length("words"::text);--> statement-breakpoint
UPDATE "contracts" SET "document_words" = array_to_tsvector(array(select distinct folded from (select lower(regexp_replace(normalize(lexeme, NFD), '[\u0300-\u036f]', '', 'g')) as folded from unnest(tsvector_to_array("document_words")) as lexeme) as words where folded <> ''))
  WHERE octet_length("document_words"::text) <> char_length("document_words"::text);