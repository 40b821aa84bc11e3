CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"listing_type" text,
	"audience" text,
	"pence" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "prices_scope_key" UNIQUE NULLS NOT DISTINCT("code","listing_type","audience"),
	CONSTRAINT "prices_pence_check" CHECK ("prices"."pence" between 0 and 1000000),
	CONSTRAINT "prices_audience_check" CHECK ("prices"."audience" is null or "prices"."audience" in ('private','business'))
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;