CREATE TABLE "booking_excursions" (
	"booking_id" integer NOT NULL,
	"excursion_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_excursions_booking_id_excursion_id_pk" PRIMARY KEY("booking_id","excursion_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"generated_booking_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"payment_status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"capital" text NOT NULL,
	"about" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"cover_image_url" text NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" real DEFAULT 5 NOT NULL,
	"country_name" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"visa_requirements" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"is_whatsapp_user" boolean DEFAULT false NOT NULL,
	"newsletter_subscription" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excursion_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"excursion_id" integer NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excursion_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excursions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cover_image_url" text NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" real DEFAULT 5 NOT NULL,
	"country_name" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"duration" integer NOT NULL,
	"duration_hours" real NOT NULL,
	"number_of_people" integer NOT NULL,
	"food" boolean DEFAULT false NOT NULL,
	"drinks" boolean DEFAULT false NOT NULL,
	"tour_start_date" date NOT NULL,
	"max" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"excursion_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_interest_excursions" (
	"programme_id" integer NOT NULL,
	"excursion_id" integer NOT NULL,
	CONSTRAINT "special_interest_excursions_programme_id_excursion_id_pk" PRIMARY KEY("programme_id","excursion_id")
);
--> statement-breakpoint
CREATE TABLE "special_interest_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"country_name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pickup_location" text NOT NULL,
	"drop_location" text NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"is_round_trip" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"mobile_number" text NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"is_whatsapp_user" boolean DEFAULT false NOT NULL,
	"newsletter_subscription" boolean DEFAULT false NOT NULL,
	"agreed_terms_at" timestamp with time zone NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_excursions" ADD CONSTRAINT "booking_excursions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_excursions" ADD CONSTRAINT "booking_excursions_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_reviews" ADD CONSTRAINT "destination_reviews_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_reviews" ADD CONSTRAINT "destination_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursion_reviews" ADD CONSTRAINT "excursion_reviews_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursions" ADD CONSTRAINT "excursions_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursions" ADD CONSTRAINT "excursions_excursion_type_id_excursion_types_id_fk" FOREIGN KEY ("excursion_type_id") REFERENCES "public"."excursion_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_interest_excursions" ADD CONSTRAINT "special_interest_excursions_programme_id_special_interest_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."special_interest_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_interest_excursions" ADD CONSTRAINT "special_interest_excursions_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("generated_booking_id");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "destination_reviews_destination_idx" ON "destination_reviews" USING btree ("destination_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_name_idx" ON "destinations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "excursion_reviews_excursion_idx" ON "excursion_reviews" USING btree ("excursion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "excursion_types_name_idx" ON "excursion_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "excursions_name_idx" ON "excursions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "excursions_destination_name_idx" ON "excursions" USING btree ("destination_id","name","id");--> statement-breakpoint
CREATE INDEX "excursions_destination_type_name_idx" ON "excursions" USING btree ("destination_id","excursion_type_id","name","id");--> statement-breakpoint
CREATE INDEX "excursions_type_idx" ON "excursions" USING btree ("excursion_type_id");--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree (lower("email"),"purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_interest_category_country_idx" ON "special_interest_programmes" USING btree ("category","country_name");--> statement-breakpoint
CREATE INDEX "transfers_user_created_idx" ON "transfers" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));