CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_gross" integer NOT NULL,
	"gross" integer NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_sum_check" CHECK ("order_lines"."net" + "order_lines"."vat" = "order_lines"."gross")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"offer_id" uuid,
	"purpose" text NOT NULL,
	"choice" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"gross" integer NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending','paid','failed','expired')),
	CONSTRAINT "orders_purpose_check" CHECK ("orders"."purpose" in ('offer','refresh','raise','feature')),
	CONSTRAINT "orders_gateway_check" CHECK ("orders"."gateway" in ('sandbox','stripe')),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."gross" > 0 and "orders"."net" + "orders"."vat" = "orders"."gross"),
	CONSTRAINT "orders_paid_check" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "package" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "refresh_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "raise_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_offer_idx" ON "orders" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_ref_key" ON "orders" USING btree ("gateway","gateway_ref");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_package_check" CHECK ("offers"."package" in ('basic','standard','premium'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_credits_check" CHECK ("offers"."refresh_credits" >= 0 and "offers"."raise_credits" >= 0);