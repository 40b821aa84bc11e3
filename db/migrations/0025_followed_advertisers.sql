CREATE TABLE "followed_advertisers" (
	"user_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_advertisers_user_id_advertiser_id_pk" PRIMARY KEY("user_id","advertiser_id"),
	CONSTRAINT "followed_advertisers_not_self" CHECK ("followed_advertisers"."user_id" <> "followed_advertisers"."advertiser_id")
);
--> statement-breakpoint
ALTER TABLE "followed_advertisers" ADD CONSTRAINT "followed_advertisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_advertisers" ADD CONSTRAINT "followed_advertisers_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "followed_advertisers_user_idx" ON "followed_advertisers" USING btree ("user_id","created_at" DESC NULLS LAST);