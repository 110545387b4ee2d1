ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;