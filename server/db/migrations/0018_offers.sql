CREATE TABLE "offer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"contract" integer NOT NULL,
	"supplier_type" integer NOT NULL,
	"status" text NOT NULL,
	"term_ends_at" date NOT NULL,
	"notice_deadline" date NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"yearly_value" numeric(14, 2),
	"sent_at" date,
	"closed_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"request" integer NOT NULL,
	"sponsor" integer NOT NULL,
	"yearly_price" numeric(14, 2) NOT NULL,
	"valid_until" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text,
	"pdf_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer,
	"storage_name" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"valid_until" date NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"values" jsonb NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sponsors_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "supplier_types" ADD COLUMN "offer_window_days" integer;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "email_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "supplier_types" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_contract_contracts_id_fk" FOREIGN KEY ("contract") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_supplier_type_supplier_types_id_fk" FOREIGN KEY ("supplier_type") REFERENCES "public"."supplier_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_request_offer_requests_id_fk" FOREIGN KEY ("request") REFERENCES "public"."offer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sponsor_sponsors_id_fk" FOREIGN KEY ("sponsor") REFERENCES "public"."sponsors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_files" ADD CONSTRAINT "offer_files_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_request_id_offer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."offer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_shares" ADD CONSTRAINT "offer_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_shares" ADD CONSTRAINT "offer_shares_request_id_offer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."offer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_shares" ADD CONSTRAINT "offer_shares_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_shares" ADD CONSTRAINT "offer_shares_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_requests_company_idx" ON "offer_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "offer_requests_contract_idx" ON "offer_requests" USING btree ("contract");--> statement-breakpoint
CREATE INDEX "offer_requests_supplier_type_idx" ON "offer_requests" USING btree ("supplier_type");--> statement-breakpoint
CREATE INDEX "offer_requests_company_status_idx" ON "offer_requests" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "offer_requests_status_idx" ON "offer_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "offer_requests_company_term_ends_at_idx" ON "offer_requests" USING btree ("company_id","term_ends_at","id");--> statement-breakpoint
CREATE INDEX "offer_requests_term_ends_at_idx" ON "offer_requests" USING btree ("term_ends_at","id");--> statement-breakpoint
CREATE INDEX "offer_requests_company_notice_deadline_idx" ON "offer_requests" USING btree ("company_id","notice_deadline","id");--> statement-breakpoint
CREATE INDEX "offer_requests_notice_deadline_idx" ON "offer_requests" USING btree ("notice_deadline","id");--> statement-breakpoint
CREATE INDEX "offer_requests_company_sent_at_idx" ON "offer_requests" USING btree ("company_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "offer_requests_sent_at_idx" ON "offer_requests" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "offer_requests_search_trgm_idx" ON "offer_requests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offer_requests_status_notice_deadline_idx" ON "offer_requests" USING btree ("company_id","status","notice_deadline","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_requests_contract_term_ends_at_unique" ON "offer_requests" USING btree ("company_id","contract","term_ends_at");--> statement-breakpoint
CREATE INDEX "offers_request_idx" ON "offers" USING btree ("request");--> statement-breakpoint
CREATE INDEX "offers_sponsor_idx" ON "offers" USING btree ("sponsor");--> statement-breakpoint
CREATE INDEX "offers_yearly_price_idx" ON "offers" USING btree ("yearly_price","id");--> statement-breakpoint
CREATE INDEX "offers_valid_until_idx" ON "offers" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "offers_search_trgm_idx" ON "offers" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_request_sponsor_unique" ON "offers" USING btree ("request","sponsor");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_files_offer_idx" ON "offer_files" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_links_token_idx" ON "offer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_links_request_sponsor_idx" ON "offer_links" USING btree ("request_id","sponsor_id");--> statement-breakpoint
CREATE INDEX "offer_links_sponsor_idx" ON "offer_links" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "offer_shares_request_idx" ON "offer_shares" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "offer_shares_sponsor_idx" ON "offer_shares" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsors_search_trgm_idx" ON "sponsors" USING gin (("name" || ' ' || "email_address") gin_trgm_ops);