ALTER TABLE "booking_lines" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_token" text DEFAULT translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_checked_in_by_staff_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_check_in_token_idx" ON "bookings" USING btree ("check_in_token");