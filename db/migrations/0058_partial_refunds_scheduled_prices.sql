-- Partial refunds: each refund of an order is a row (its id the gateway's idempotency key),
-- the order keeps the pence given back, and an invoice may have several credit notes.
-- Scheduled prices: a price applies from a moment, the latest one begun is in force.
-- Indexes for the back office's list of orders (newest first, by payment date).
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"credit_note_id" uuid,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_state_check" CHECK ("order_refunds"."state" in ('pending','done')),
	CONSTRAINT "order_refunds_done_check" CHECK (("order_refunds"."state" = 'done') = ("order_refunds"."credit_note_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "prices" DROP CONSTRAINT "prices_scope_key";--> statement-breakpoint
DROP INDEX "credit_notes_invoice_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_gross" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: an order refunded before partial refunds existed gave back its whole gross.
UPDATE "orders" SET "refunded_gross" = "gross" WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "applies_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_scope_key" UNIQUE NULLS NOT DISTINCT("code","listing_type","audience","applies_from");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_gross_check" CHECK ("orders"."refunded_gross" between 0 and "orders"."gross");