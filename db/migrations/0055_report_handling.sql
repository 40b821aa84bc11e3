-- The back office's reports (db/schema/reports.ts): an operator's decision on all the open
-- reports of one thing, which each report it resolved points to; reports of profiles; and
-- messages an operator hid after a report. No hand-written SQL.
CREATE TABLE "profile_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"handling_id" integer,
	CONSTRAINT "profile_reports_reason_check" CHECK (reason in ('scam','impersonation','offensive','other'))
);
--> statement-breakpoint
CREATE TABLE "report_handlings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"handled_by" uuid,
	"handled_by_email" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_handlings_kind_check" CHECK (kind in ('offer','message','profile')),
	CONSTRAINT "report_handlings_action_check" CHECK (action in ('dismiss','remove','warn','suspend'))
);
--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "handling_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD COLUMN "handling_id" integer;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_handling_id_report_handlings_id_fk" FOREIGN KEY ("handling_id") REFERENCES "public"."report_handlings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_handlings" ADD CONSTRAINT "report_handlings_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_reports_open_key" ON "profile_reports" USING btree ("user_id","reporter_key") WHERE "profile_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "profile_reports_open_idx" ON "profile_reports" USING btree ("created_at") WHERE "profile_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "report_handlings_target_idx" ON "report_handlings" USING btree ("kind","target_id");--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_handling_id_report_handlings_id_fk" FOREIGN KEY ("handling_id") REFERENCES "public"."report_handlings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_handling_id_report_handlings_id_fk" FOREIGN KEY ("handling_id") REFERENCES "public"."report_handlings"("id") ON DELETE set null ON UPDATE no action;