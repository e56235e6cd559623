CREATE TABLE "contract_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"term_ends_at" date NOT NULL,
	"notice_deadline" date,
	"outcome" text NOT NULL,
	"new_ends_at" date,
	"previous_ends_at" date,
	"follow_up_id" integer,
	"note" text,
	"handled_by" integer,
	"handled_by_name" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deadline_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"term_ends_at" date NOT NULL,
	"valid_until" date NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "handled_term_ends_at" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "handled_outcome" text;--> statement-breakpoint
ALTER TABLE "contract_outcomes" ADD CONSTRAINT "contract_outcomes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_outcomes" ADD CONSTRAINT "contract_outcomes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_outcomes" ADD CONSTRAINT "contract_outcomes_follow_up_id_contracts_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_outcomes" ADD CONSTRAINT "contract_outcomes_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_links" ADD CONSTRAINT "deadline_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_links" ADD CONSTRAINT "deadline_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_links" ADD CONSTRAINT "deadline_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_outcomes_term_idx" ON "contract_outcomes" USING btree ("contract_id","term_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_links_token_idx" ON "deadline_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "deadline_links_contract_idx" ON "deadline_links" USING btree ("contract_id");
--> statement-breakpoint
-- Alert mails gain the private link to mark a deadline handled: stored templates still equal to the
-- previous default get the new default; edited ones are left as their editors wrote them.
UPDATE "templates" SET "content" = 'Beste {{user.firstName}},

Het contract {{contract.number}} ({{contract.type}}) met {{contract.supplier}} voor {{contract.location}} loopt af op {{contract.endsAt}}.
Bekijk het contract en beslis op tijd of je wilt verlengen of overstappen:
{{link}}

Al geregeld of besloten? Geef met één klik aan wat er met deze termijn gebeurt (opgezegd, verlengd of laten doorlopen); je hoeft daarvoor niet in te loggen:
{{handleLink}}

Met vriendelijke groet,
Contractbeheer' WHERE "code" = 'contract_end_alert' AND "content" = 'Beste {{user.firstName}},

Het contract {{contract.number}} ({{contract.type}}) met {{contract.supplier}} voor {{contract.location}} loopt af op {{contract.endsAt}}.
Bekijk het contract en beslis op tijd of je wilt verlengen of overstappen:
{{link}}

Met vriendelijke groet,
Contractbeheer';--> statement-breakpoint
UPDATE "templates" SET "placeholders" = "placeholders" || E'\n{{handleLink}}' WHERE "code" = 'contract_end_alert' AND "placeholders" NOT LIKE '%{{handleLink}}%';--> statement-breakpoint
UPDATE "templates" SET "content" = 'Beste {{user.firstName}},

Wil je het contract {{contract.number}} met {{contract.supplier}} niet verlengen? Zeg het dan uiterlijk {{contract.noticeDeadline}} op.
Daarna loopt het contract door tot ten minste {{contract.endsAt}}.
{{link}}

Al geregeld of besloten? Geef met één klik aan wat er met deze termijn gebeurt (opgezegd, verlengd of laten doorlopen); je hoeft daarvoor niet in te loggen:
{{handleLink}}

Met vriendelijke groet,
Contractbeheer' WHERE "code" = 'contract_notice_alert' AND "content" = 'Beste {{user.firstName}},

Wil je het contract {{contract.number}} met {{contract.supplier}} niet verlengen? Zeg het dan uiterlijk {{contract.noticeDeadline}} op.
Daarna loopt het contract door tot ten minste {{contract.endsAt}}.
{{link}}

Met vriendelijke groet,
Contractbeheer';--> statement-breakpoint
UPDATE "templates" SET "placeholders" = "placeholders" || E'\n{{handleLink}}' WHERE "code" = 'contract_notice_alert' AND "placeholders" NOT LIKE '%{{handleLink}}%';
