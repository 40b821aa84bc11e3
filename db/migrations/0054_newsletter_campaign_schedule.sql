-- Newsletter campaigns become drafts that are edited, then sent at once or scheduled (claimed by
-- the scheduler once scheduled_for has passed) or cancelled; delivered and failed count the e-mails.
ALTER TABLE "newsletter_campaigns" DROP CONSTRAINT "newsletter_campaigns_status_check";--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_due_idx" ON "newsletter_campaigns" USING btree ("scheduled_for") WHERE status = 'scheduled';--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_schedule_check" CHECK (status <> 'scheduled' or scheduled_for is not null);--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_status_check" CHECK (status in ('draft','scheduled','sending','sent','cancelled'));