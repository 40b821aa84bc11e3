CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"account_type" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"phone" text,
	"description" text,
	"city" text,
	"street" text,
	"zip_code" text,
	"country" text,
	"tax_number" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"email_verified_at" timestamp with time zone,
	"profile_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" in ('private','agency','developer','hotel'))
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"listing_types" text[] NOT NULL,
	"categories" text[],
	CONSTRAINT "attributes_id_range" CHECK ("attributes"."id" between 1 and 22)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"offer_types" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_attribute_values" (
	"offer_id" uuid NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"value_number" bigint,
	CONSTRAINT "offer_attribute_values_offer_id_attribute_id_value_pk" PRIMARY KEY("offer_id","attribute_id","value")
);
--> statement-breakpoint
CREATE TABLE "offer_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"kind" text DEFAULT 'photo' NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_photos_kind_check" CHECK ("offer_photos"."kind" in ('photo','floor_plan','ecertificate'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"listing_type" text NOT NULL,
	"category_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price" bigint,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"location_name" text NOT NULL,
	"place_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visible_from" timestamp with time zone,
	"published_at" timestamp with time zone,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(location_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "offers_listing_type_check" CHECK ("offers"."listing_type" in ('sell','rent','swap','auction','seek-property')),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft','pending','active','inactive','expired','rejected')),
	CONSTRAINT "offers_price_non_negative" CHECK ("offers"."price" is null or "offers"."price" >= 0),
	CONSTRAINT "offers_lat_range" CHECK ("offers"."lat" between -90 and 90),
	CONSTRAINT "offers_lon_range" CHECK ("offers"."lon" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"geoname_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"county" text,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attribute_values" ADD CONSTRAINT "offer_attribute_values_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attribute_values" ADD CONSTRAINT "offer_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_photos" ADD CONSTRAINT "offer_photos_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_attribute_slug_key" ON "attribute_options" USING btree ("attribute_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_slug_key" ON "attributes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "footer_pages_slug_key" ON "footer_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "offer_attribute_values_lookup_idx" ON "offer_attribute_values" USING btree ("attribute_id","value","offer_id");--> statement-breakpoint
CREATE INDEX "offer_attribute_values_number_idx" ON "offer_attribute_values" USING btree ("attribute_id","value_number");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_photos_position_key" ON "offer_photos" USING btree ("offer_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_slug_key" ON "offers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("status","listing_type","category_id","bumped_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_price_idx" ON "offers" USING btree ("listing_type","price");--> statement-breakpoint
CREATE INDEX "offers_user_id_idx" ON "offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offers_earth_idx" ON "offers" USING gist (ll_to_earth("lat", "lon"));--> statement-breakpoint
CREATE INDEX "offers_search_document_idx" ON "offers" USING gin ("search_document");--> statement-breakpoint
CREATE UNIQUE INDEX "places_geoname_id_key" ON "places" USING btree ("geoname_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_slug_key" ON "places" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "places_name_trgm_idx" ON "places" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_earth_idx" ON "places" USING gist (ll_to_earth("lat", "lon"));