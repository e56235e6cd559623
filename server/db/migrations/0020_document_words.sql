DROP INDEX "contract_documents_words_idx";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "document_words" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Each contract's words from the words of its documents read so far (server/db/document-words.ts).
UPDATE "contracts" AS c SET "document_words" = array_to_tsvector(array(
    select lexeme from (
      select lexeme, sum(octet_length(lexeme) + 1) over (order by lexeme) as bytes
      from (select distinct unnest(tsvector_to_array(d.words)) as lexeme
            from "contract_documents" as d where d.contract_id = c.id and d.words is not null) as words
    ) as counted
    where bytes <= 900000))
  WHERE EXISTS (SELECT 1 FROM "contract_documents" AS d WHERE d.contract_id = c.id AND d.words IS NOT NULL);--> statement-breakpoint
CREATE INDEX "contracts_document_words_idx" ON "contracts" USING gin ("document_words");
