CREATE TABLE "index_builds" (
	"index_name" text PRIMARY KEY NOT NULL,
	"bytes_per_row" double precision NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
