CREATE TABLE "booking_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"excursion_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"unit_prices" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"excursion_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"set_by_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_seats_check" CHECK ("departures"."reserved" >= 0 and "departures"."reserved" <= "departures"."capacity")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "pricing" jsonb DEFAULT '{"onRequest":true,"units":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "booking_rules" jsonb DEFAULT '{"instantConfirmation":true,"cutoffHours":12,"minPerBooking":1,"maxPerBooking":8,"cancellationPolicy":[{"hoursBefore":24,"refundPercent":100}]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "schedule_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "schedule_laid_out_on" date;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lines_booking_idx" ON "booking_lines" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_lines_departure_idx" ON "booking_lines" USING btree ("departure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departures_excursion_start_idx" ON "departures" USING btree ("excursion_id","date","time");--> statement-breakpoint
CREATE INDEX "departures_date_idx" ON "departures" USING btree ("date","time");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'on_hold';--> statement-breakpoint
UPDATE "bookings" SET "status" = CASE WHEN "is_cancelled" THEN 'cancelled' WHEN "is_completed" THEN 'completed' ELSE 'requested' END;
