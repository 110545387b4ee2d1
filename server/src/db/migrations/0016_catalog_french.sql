ALTER TABLE "destinations" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "about_fr" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "language_fr" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "currency_fr" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "visa_requirements_fr" text;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "special_interest_itineraries" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "special_interest_itineraries" ADD COLUMN "summary_fr" text;--> statement-breakpoint
ALTER TABLE "special_interest_itineraries" ADD COLUMN "days_fr" jsonb;--> statement-breakpoint
ALTER TABLE "special_interest_pages" ADD COLUMN "services_fr" jsonb;--> statement-breakpoint
ALTER TABLE "special_interest_pages" ADD COLUMN "gallery_alt_fr" text;--> statement-breakpoint
ALTER TABLE "special_interest_pages" ADD COLUMN "itineraries_intro_fr" text;--> statement-breakpoint
ALTER TABLE "special_interest_programmes" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "special_interest_programmes" ADD COLUMN "description_fr" text;--> statement-breakpoint
CREATE INDEX "excursions_name_fr_trgm_idx" ON "excursions" USING gin ("name_fr" gin_trgm_ops);