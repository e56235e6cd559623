CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"supplier_type" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"supplier" integer NOT NULL,
	"supplier_contact" integer,
	"location" integer NOT NULL,
	"owner" integer,
	"internal_contacts" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"receivers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" date,
	"indefinite" boolean DEFAULT false NOT NULL,
	"ends_at" date,
	"notice_amount" integer,
	"notice_unit" text,
	"renewal_months" integer,
	"yearly_value" numeric(14, 2),
	"offers_opt_in" boolean DEFAULT false NOT NULL,
	"end_alert_enabled" boolean DEFAULT false NOT NULL,
	"end_alert_amount" integer,
	"end_alert_unit" text,
	"notice_alert_enabled" boolean DEFAULT false NOT NULL,
	"notice_alert_amount" integer,
	"notice_alert_unit" text,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"current_ends_at" date,
	"notice_deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"send_on" date NOT NULL,
	"message" text NOT NULL,
	"receivers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_supplier_type_supplier_types_id_fk" FOREIGN KEY ("supplier_type") REFERENCES "public"."supplier_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_supplier_suppliers_id_fk" FOREIGN KEY ("supplier") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_supplier_contact_contacts_id_fk" FOREIGN KEY ("supplier_contact") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_location_locations_id_fk" FOREIGN KEY ("location") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_alerts" ADD CONSTRAINT "contract_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_alerts" ADD CONSTRAINT "contract_alerts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_alerts" ADD CONSTRAINT "contract_alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_number_idx" ON "contracts" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "contracts_number_trgm_idx" ON "contracts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_reference_trgm_idx" ON "contracts" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_supplier_type_idx" ON "contracts" USING btree ("supplier_type");--> statement-breakpoint
CREATE INDEX "contracts_description_trgm_idx" ON "contracts" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_supplier_idx" ON "contracts" USING btree ("supplier");--> statement-breakpoint
CREATE INDEX "contracts_supplier_contact_idx" ON "contracts" USING btree ("supplier_contact");--> statement-breakpoint
CREATE INDEX "contracts_location_idx" ON "contracts" USING btree ("location");--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "contracts_starts_at_idx" ON "contracts" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "contracts_ends_at_idx" ON "contracts" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "contracts_yearly_value_idx" ON "contracts" USING btree ("yearly_value","id");--> statement-breakpoint
CREATE INDEX "contracts_supplier_name_trgm_idx" ON "contracts" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_current_ends_at_idx" ON "contracts" USING btree ("current_ends_at","id");--> statement-breakpoint
CREATE INDEX "contracts_notice_deadline_idx" ON "contracts" USING btree ("notice_deadline","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_unique" ON "contracts" USING btree ("company_id","number") WHERE "contracts"."number" <> '';--> statement-breakpoint
CREATE INDEX "contract_alerts_contract_idx" ON "contract_alerts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_alerts_send_on_idx" ON "contract_alerts" USING btree ("send_on");--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_documents_storage_idx" ON "contract_documents" USING btree ("storage_name");