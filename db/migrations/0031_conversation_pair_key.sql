ALTER TABLE "conversations" ADD COLUMN "pair_key" text;--> statement-breakpoint
-- Backfill: every conversation between two accounts (no guest) gets the key of its two
-- members, sorted, and its ad (core/messages/conversations.ts pairKey). Where two were
-- already opened for one key (the race the key closes), the most recently active one
-- keeps it and is continued; the others stay readable as they are. Ids compare as the
-- application sorts them (byte order: COLLATE "C").
WITH "pairs" AS (
	SELECT "c"."id", "c"."last_message_at", "c"."created_at",
		min("m"."user_id"::text COLLATE "C") || ':' || max("m"."user_id"::text COLLATE "C") || ':' || coalesce("c"."offer_id"::text, '') AS "key"
	FROM "conversations" "c"
	JOIN "conversation_members" "m" ON "m"."conversation_id" = "c"."id"
	WHERE "c"."guest_email" IS NULL
	GROUP BY "c"."id"
	HAVING count(*) = 2
), "ranked" AS (
	SELECT "id", "key", row_number() OVER (PARTITION BY "key" ORDER BY "last_message_at" DESC, "created_at" DESC, "id") AS "n"
	FROM "pairs"
)
UPDATE "conversations" SET "pair_key" = "ranked"."key" FROM "ranked" WHERE "ranked"."id" = "conversations"."id" AND "ranked"."n" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key_idx" ON "conversations" USING btree ("pair_key");
