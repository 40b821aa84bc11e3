CREATE TABLE "favourite_offers" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"price_at_save" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_offers_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_offers" ADD CONSTRAINT "favourite_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_offers" ADD CONSTRAINT "favourite_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_offers_user_idx" ON "favourite_offers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourite_offers_offer_idx" ON "favourite_offers" USING btree ("offer_id");