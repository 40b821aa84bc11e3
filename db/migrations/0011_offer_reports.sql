CREATE TABLE "offer_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "offer_reports_reason_check" CHECK (reason in ('scam','unavailable','wrong_details','duplicate','wrong_category','offensive','other'))
);
--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_reports_open_key" ON "offer_reports" USING btree ("offer_id","reporter_key") WHERE "offer_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "offer_reports_open_idx" ON "offer_reports" USING btree ("created_at") WHERE "offer_reports"."resolved_at" is null;