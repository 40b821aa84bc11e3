CREATE TABLE "recent_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"alerted_up_to" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"alerts_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant','daily','weekly','off'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "root_category_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "bedrooms" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "bathrooms" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "reception_rooms" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "parking_spaces" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "floor_area" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "lease_years" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "previous_price" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_user_place_key" ON "recent_searches" USING btree ("user_id","display_name");--> statement-breakpoint
CREATE INDEX "recent_searches_user_created_idx" ON "recent_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","last_alert_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_key" ON "saved_searches" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_root_category_id_categories_id_fk" FOREIGN KEY ("root_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_point_idx" ON "offers" USING gist (point("lon", "lat"));--> statement-breakpoint
CREATE INDEX "offers_features_idx" ON "offers" USING gin ("features");--> statement-breakpoint
CREATE INDEX "offers_active_bumped_idx" ON "offers" USING btree ("bumped_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_type_bumped_idx" ON "offers" USING btree ("listing_type","bumped_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_type_price_idx" ON "offers" USING btree ("listing_type","price") WHERE "offers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_root_idx" ON "offers" USING btree ("root_category_id","listing_type","bumped_at" DESC NULLS LAST) WHERE "offers"."status" = 'active';