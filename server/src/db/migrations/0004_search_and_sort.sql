CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "excursions_name_idx";--> statement-breakpoint
DROP INDEX "excursions_destination_name_idx";--> statement-breakpoint
DROP INDEX "excursions_destination_type_name_idx";--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(translate(name, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "excursions_name_trgm_idx" ON "excursions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "excursions_name_idx" ON "excursions" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "excursions_destination_name_idx" ON "excursions" USING btree ("destination_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "excursions_destination_type_name_idx" ON "excursions" USING btree ("destination_id","excursion_type_id","sort_name","id");