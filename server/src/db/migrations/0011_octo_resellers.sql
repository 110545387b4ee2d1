CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "octo_uuid" text;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_key_hash_idx" ON "resellers" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reseller_uuid_idx" ON "bookings" USING btree ("reseller_id","octo_uuid");--> statement-breakpoint
CREATE INDEX "bookings_reseller_created_idx" ON "bookings" USING btree ("reseller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_one_owner_check" CHECK (("bookings"."user_id" is null) <> ("bookings"."reseller_id" is null));