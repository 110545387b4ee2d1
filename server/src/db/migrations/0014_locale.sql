ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale_check" CHECK ("bookings"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_locale_check" CHECK ("enquiries"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_locale_check" CHECK ("transfers"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'fr'));