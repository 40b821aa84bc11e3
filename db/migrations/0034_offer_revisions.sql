CREATE TABLE "offer_revision_files" (
	"id" integer PRIMARY KEY DEFAULT nextval('offer_photos_id_seq') NOT NULL,
	"revision_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"format" text DEFAULT 'webp' NOT NULL,
	CONSTRAINT "offer_revision_files_kind_check" CHECK ("offer_revision_files"."kind" in ('photo','floor_plan','ecertificate')),
	CONSTRAINT "offer_revision_files_format_check" CHECK ("offer_revision_files"."format" = 'webp' or ("offer_revision_files"."format" = 'pdf' and "offer_revision_files"."kind" = 'ecertificate'))
);
--> statement-breakpoint
CREATE TABLE "offer_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"author_id" uuid,
	"source" text NOT NULL,
	"content" jsonb NOT NULL,
	"changed" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "offer_revisions_status_check" CHECK ("offer_revisions"."status" in ('pending','approved','rejected','replaced')),
	CONSTRAINT "offer_revisions_source_check" CHECK ("offer_revisions"."source" in ('edit','import')),
	CONSTRAINT "offer_revisions_reason_check" CHECK (("offer_revisions"."status" = 'rejected') = ("offer_revisions"."reason" is not null)),
	CONSTRAINT "offer_revisions_decided_check" CHECK (("offer_revisions"."status" = 'pending') = ("offer_revisions"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "offer_revision_files" ADD CONSTRAINT "offer_revision_files_revision_id_offer_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."offer_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_revision_files_position_key" ON "offer_revision_files" USING btree ("revision_id","kind","position");--> statement-breakpoint
CREATE INDEX "offer_revision_files_storage_key_idx" ON "offer_revision_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_revisions_one_pending_key" ON "offer_revisions" USING btree ("offer_id") WHERE "offer_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "offer_revisions_offer_idx" ON "offer_revisions" USING btree ("offer_id","id");--> statement-breakpoint
CREATE INDEX "offer_revisions_pending_idx" ON "offer_revisions" USING btree ("created_at") WHERE "offer_revisions"."status" = 'pending';