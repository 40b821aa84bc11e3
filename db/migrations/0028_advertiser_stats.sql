CREATE TABLE "advertiser_daily_stats" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advertiser_daily_stats_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "advertiser_daily_stats" ADD CONSTRAINT "advertiser_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;