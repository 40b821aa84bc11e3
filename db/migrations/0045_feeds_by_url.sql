-- Feeds by URL: a company's registered feed address (one per company) with its schedule,
-- conditional-request validators and run claim, and the history of its runs.
CREATE TABLE "offer_feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"http_status" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"import_id" uuid,
	"counts" jsonb,
	CONSTRAINT "offer_feed_runs_outcome_check" CHECK ("offer_feed_runs"."outcome" in ('not_changed','previewed','applied','held','failed'))
);
--> statement-breakpoint
CREATE TABLE "offer_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"url" text NOT NULL,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"full_feed" boolean DEFAULT true NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"auto_apply_since" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_feeds_interval_check" CHECK ("offer_feeds"."interval_minutes" between 15 and 10080)
);
--> statement-breakpoint
ALTER TABLE "offer_feed_runs" ADD CONSTRAINT "offer_feed_runs_feed_id_offer_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."offer_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_feed_runs" ADD CONSTRAINT "offer_feed_runs_import_id_offer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."offer_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_feeds" ADD CONSTRAINT "offer_feeds_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_feed_runs_feed_idx" ON "offer_feed_runs" USING btree ("feed_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_feed_runs_import_idx" ON "offer_feed_runs" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_feeds_company_idx" ON "offer_feeds" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "offer_feeds_due_idx" ON "offer_feeds" USING btree ("next_run_at") WHERE not "offer_feeds"."paused";