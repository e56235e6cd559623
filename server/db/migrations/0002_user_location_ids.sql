DROP TABLE "user_locations" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;