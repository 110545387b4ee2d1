ALTER TABLE "destinations" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;