-- The operators' audit log (db/schema/audit.ts): appended by the use cases, never changed.
-- The trigger refuses UPDATE, DELETE and TRUNCATE, so nothing the application runs can
-- edit or remove the record of what an operator did.
CREATE TABLE "operator_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"actor_roles" text[] NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"address" text
);
--> statement-breakpoint
CREATE INDEX "operator_audit_log_at_idx" ON "operator_audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_log_actor_idx" ON "operator_audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_log_action_idx" ON "operator_audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_log_target_idx" ON "operator_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE FUNCTION "operator_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The operators'' audit log cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_change" BEFORE UPDATE OR DELETE ON "operator_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "operator_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_truncate" BEFORE TRUNCATE ON "operator_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_append_only"();
