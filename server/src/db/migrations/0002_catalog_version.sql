CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_version" ADD CONSTRAINT "catalog_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
