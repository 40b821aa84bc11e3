CREATE TABLE "agent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"user_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_invitations_status_check" CHECK ("agent_invitations"."status" in ('pending','accepted','declined'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_pending_key" ON "agent_invitations" USING btree ("company_id",lower("email")) WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_token_hash_key" ON "agent_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agent_invitations_company_idx" ON "agent_invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Invitations used to pre-register the invited address as an agent account without a
-- password. Those never used (no password, nothing posted or paid for) become pending
-- invitations of the same company, and their accounts go: the address is free again.
-- Their old links stop working; the company can send a new one from its Agents page.
WITH "moved" AS (
	DELETE FROM "users" u
	WHERE 'agent' = ANY(u."roles") AND u."password_hash" IS NULL AND u."company_id" IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM "offers" o WHERE o."user_id" = u."id")
		AND NOT EXISTS (SELECT 1 FROM "orders" r WHERE r."user_id" = u."id")
	RETURNING u."company_id", u."email", u."name", u."created_at"
)
INSERT INTO "agent_invitations" ("company_id", "email", "name", "status", "created_at")
SELECT "company_id", "email", "name", 'pending', "created_at" FROM "moved";--> statement-breakpoint
DELETE FROM "account_tokens" WHERE "purpose" = 'agent_invitation';--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('activation','password_reset'));