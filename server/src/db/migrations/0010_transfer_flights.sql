ALTER TABLE "transfers" ADD COLUMN "flight_number" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "arrival_time" time;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "notes" text;