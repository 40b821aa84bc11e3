-- Ads in one status, the longest waiting first (the moderation queue) and their counts (the
-- dashboard's ads waiting), read from an index rather than by reading every ad.
CREATE INDEX "offers_status_changed_idx" ON "offers" USING btree ("status","status_changed_at","id");