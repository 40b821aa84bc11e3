-- The branch of each imported listing and of each import row, so that a full feed
-- withdraws only the listings of the branches it names (core/imports/feed-scope.ts).
ALTER TABLE "offer_import_rows" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "feed_branch" text;--> statement-breakpoint
-- BLM files with BRANCH_ID and pushes wrote `branch/reference`; other formats never had a branch.
UPDATE "offer_import_rows" r SET "branch" = split_part(r."reference", '/', 1)
FROM "offer_imports" i
WHERE i."id" = r."import_id" AND i."format" IN ('blm', 'rtdf') AND r."reference" LIKE '%/%';--> statement-breakpoint
UPDATE "offers" o SET "feed_branch" = split_part(o."feed_reference", '/', 1)
WHERE o."feed_reference" LIKE '%/%' AND (
  EXISTS (SELECT 1 FROM "offer_import_rows" r WHERE r."offer_id" = o."id" AND r."branch" IS NOT NULL)
  OR EXISTS (
    SELECT 1 FROM "push_credentials" c
    WHERE c."company_id" = o."feed_owner_id" AND c."branch_id" = split_part(o."feed_reference", '/', 1)));
