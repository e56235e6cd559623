ALTER TABLE "companies" ADD COLUMN "alert_defaults" jsonb;--> statement-breakpoint
ALTER TABLE "contract_alerts" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_alerts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;