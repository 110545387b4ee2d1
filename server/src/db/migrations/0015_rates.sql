CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "currency_rates_positive_check" CHECK ("currency_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "display_rate" numeric(18, 6);--> statement-breakpoint
-- Demo rates (late 2026, rounded) so that the approximations show from the first start; the
-- operator sets the real ones in the console (Rates), and only there.
INSERT INTO "currency_rates" ("currency", "rate") VALUES
	('USD', 1), ('EUR', 0.92), ('GBP', 0.79), ('GMD', 70), ('XOF', 605)
ON CONFLICT ("currency") DO NOTHING;
