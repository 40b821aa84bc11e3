-- The moderators' desk (db/schema/moderation.ts): who is reviewing which queue item until when
-- (one row per item, so one claim wins), and the editable reasons a rejection picks from.
CREATE TABLE "moderation_claims" (
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"moderator_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_claims_item_kind_item_id_pk" PRIMARY KEY("item_kind","item_id"),
	CONSTRAINT "moderation_claims_kind_check" CHECK ("moderation_claims"."item_kind" in ('offer', 'revision'))
);
--> statement-breakpoint
CREATE TABLE "moderation_reason_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"text" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;