ALTER TABLE "destinations" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "special_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "special_offer_order" integer DEFAULT 0 NOT NULL;