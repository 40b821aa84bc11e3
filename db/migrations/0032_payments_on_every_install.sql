ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Older releases let an ad have several open orders for its package: the newest stays open.
UPDATE "orders" AS "o" SET "status" = 'expired', "failure_reason" = 'Replaced by a newer order for this ad'
WHERE "o"."status" = 'pending' AND "o"."purpose" = 'offer' AND EXISTS (
  SELECT 1 FROM "orders" AS "n"
  WHERE "n"."offer_id" = "o"."offer_id" AND "n"."status" = 'pending' AND "n"."purpose" = 'offer'
    AND ("n"."created_at", "n"."id") > ("o"."created_at", "o"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_offer_package_key" ON "orders" USING btree ("offer_id") WHERE "orders"."status" = 'pending' and "orders"."purpose" = 'offer';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_reason_check" CHECK ("orders"."refund_reason" is null or ("orders"."status" = 'paid' and ("orders"."applied_at" is null or "orders"."purpose" = 'offer')));